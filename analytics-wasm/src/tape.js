// Decodes the tape written by tape.rs into plain objects and arrays. The arguments are views of
// WebAssembly memory, valid only during this call: everything is copied into JS values here.
// Op codes (same table as tape.rs): 0 null, 1 false, 2 true, 3 number, 4 string, 5 array,
// 6 object. Keys are Rust field names (the core serializes no map of user data), so plain
// assignment is safe and V8 builds the same hidden classes for objects of one struct.

export function decodeTape(ops, refs, numbers, text, textEnds) {
  const strings = new Array(textEnds.length);
  let start = 0;
  for (let i = 0; i < textEnds.length; i++) {
    strings[i] = text.slice(start, textEnds[i]);
    start = textEnds[i];
  }
  let nextOp = 0;
  let nextRef = 0;
  let nextNumber = 0;

  function value() {
    switch (ops[nextOp++]) {
      case 0:
        return null;
      case 1:
        return false;
      case 2:
        return true;
      case 3:
        return numbers[nextNumber++];
      case 4:
        return strings[refs[nextRef++]];
      case 5: {
        const count = refs[nextRef++];
        const array = [];
        for (let i = 0; i < count; i++) array.push(value());
        return array;
      }
      case 6: {
        const count = refs[nextRef++];
        const object = {};
        for (let i = 0; i < count; i++) {
          const key = strings[refs[nextRef++]];
          object[key] = value();
        }
        return object;
      }
      default:
        throw new Error(`analytics-wasm: corrupt result tape at op ${nextOp - 1}`);
    }
  }

  return value();
}

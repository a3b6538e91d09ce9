//! How results cross to JavaScript: the core's `Serialize` output written to a compact tape in
//! WebAssembly memory, then turned into plain objects by one JS call (`tape.js`).
//!
//! Why not serde-wasm-bindgen's serializer: it crosses the boundary once per object, property and
//! string (a 360-month blend has about 3,000 objects), which took 2.4 ms in Chromium against 0.25 ms
//! for the statistics themselves. The tape crosses once: JS reads the op codes, counts, numbers
//! and one decoded string from views of WebAssembly memory (no copy).
//!
//! The shape is serde_json's, i.e. the server's JSON: structs and maps as objects (fields in
//! order), sequences and tuples as arrays, `None` and unit as `null`, enums externally tagged, and
//! non-finite floats as `null` (serde_json writes them so).

mod ser;

use std::cell::RefCell;

use serde::Serialize;
use wasm_bindgen::prelude::*;

pub use ser::TapeError;

#[wasm_bindgen(module = "/src/tape.js")]
extern "C" {
    #[wasm_bindgen(js_name = decodeTape)]
    fn decode_tape(
        ops: &[u8],
        refs: &[u32],
        numbers: &[f64],
        text: &str,
        text_ends: &[u32],
    ) -> JsValue;
}

/// The op codes; `tape.js` has the same table.
pub(crate) mod op {
    pub const NULL: u8 = 0;
    pub const FALSE: u8 = 1;
    pub const TRUE: u8 = 2;
    /// The next entry of `numbers`.
    pub const NUMBER: u8 = 3;
    /// The string whose index is the next entry of `refs`.
    pub const STRING: u8 = 4;
    /// The next entry of `refs` is the element count; the elements follow.
    pub const ARRAY: u8 = 5;
    /// The next entry of `refs` is the field count; each field is a string index in `refs`
    /// (its key) followed by its value.
    pub const OBJECT: u8 = 6;
}

/// The encoded value: op codes, counts and string indices, numbers, and every string
/// concatenated with the UTF-16 offset where each ends (JS slices the decoded text by them).
#[derive(Debug)]
pub struct Tape {
    ops: Vec<u8>,
    refs: Vec<u32>,
    numbers: Vec<f64>,
    text: String,
    text_ends: Vec<u32>,
    text_utf16_len: u32,
    /// Field names already in the string table, by address: serde hands the same `&'static str`
    /// for every instance of a field, so a key is written once, not once per object. A
    /// direct-mapped cache rather than a hash map (measured faster): a collision only writes the
    /// key again.
    keys: Box<[KeySlot; KEY_SLOTS]>,
    /// Slots of other generations are empty, so reusing the tape needs no clearing of `keys`.
    generation: u32,
}

const KEY_SLOTS: usize = 256;

#[derive(Clone, Copy, Debug, Default)]
struct KeySlot {
    address: usize,
    len: usize,
    generation: u32,
    index: u32,
}

impl Default for Tape {
    fn default() -> Self {
        Tape {
            ops: Vec::new(),
            refs: Vec::new(),
            numbers: Vec::new(),
            text: String::new(),
            text_ends: Vec::new(),
            text_utf16_len: 0,
            keys: Box::new([KeySlot::default(); KEY_SLOTS]),
            generation: 1,
        }
    }
}

impl Tape {
    /// Encodes `value` with its `Serialize` impl.
    pub fn encode<T: Serialize + ?Sized>(value: &T) -> Result<Tape, TapeError> {
        let mut tape = Tape::default();
        value.serialize(&mut tape)?;
        Ok(tape)
    }

    /// Empties the tape, keeping its buffers.
    fn clear(&mut self) {
        self.ops.clear();
        self.refs.clear();
        self.numbers.clear();
        self.text.clear();
        self.text_ends.clear();
        self.text_utf16_len = 0;
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // Once in 2^32 calls: old slots could look current again.
            *self.keys = [KeySlot::default(); KEY_SLOTS];
            self.generation = 1;
        }
    }

    fn op(&mut self, code: u8) {
        self.ops.push(code);
    }

    fn number(&mut self, value: f64) {
        if value.is_finite() {
            self.ops.push(op::NUMBER);
            self.numbers.push(value);
        } else {
            self.ops.push(op::NULL);
        }
    }

    /// Ends the string table's current entry (text appended since the previous end) and returns
    /// its index.
    fn end_string(&mut self, start: usize) -> u32 {
        let added = &self.text[start..];
        let units = if added.is_ascii() {
            added.len()
        } else {
            added.encode_utf16().count()
        };
        self.text_utf16_len += units as u32;
        self.text_ends.push(self.text_utf16_len);
        self.text_ends.len() as u32 - 1
    }

    fn string(&mut self, value: &str) {
        let start = self.text.len();
        self.text.push_str(value);
        let index = self.end_string(start);
        self.ops.push(op::STRING);
        self.refs.push(index);
    }

    /// Writes a field name (a string index in `refs`).
    fn key(&mut self, key: &'static str) {
        let address = key.as_ptr() as usize;
        // Field names are short, so neighbouring ones are a few bytes apart: mix in higher bits.
        let at = (address ^ (address >> 8)) % KEY_SLOTS;
        let slot = self.keys[at];
        let index = if slot.generation == self.generation
            && slot.address == address
            && slot.len == key.len()
        {
            slot.index
        } else {
            let start = self.text.len();
            self.text.push_str(key);
            let index = self.end_string(start);
            self.keys[at] = KeySlot {
                address,
                len: key.len(),
                generation: self.generation,
                index,
            };
            index
        };
        self.refs.push(index);
    }

    /// Starts an array or object; [`Tape::end`] fills in its count.
    fn begin(&mut self, code: u8) -> usize {
        self.ops.push(code);
        self.refs.push(0);
        self.refs.len() - 1
    }

    fn end(&mut self, at: usize, count: u32) {
        self.refs[at] = count;
    }
}

thread_local! {
    /// One tape reused by every call: its buffers keep their size (about 100 KB after a blend),
    /// so a result is written without growing vectors.
    static TAPE: RefCell<Tape> = RefCell::new(Tape::default());
}

/// `value` as a plain JS value of the server's JSON shape.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    TAPE.with_borrow_mut(|tape| {
        tape.clear();
        value
            .serialize(&mut *tape)
            .map_err(|error| JsValue::from(js_sys::Error::new(&error.0)))?;
        // decode_tape only reads the views it is given and never calls back into WebAssembly,
        // so the borrow cannot be re-entered.
        Ok(decode_tape(
            &tape.ops,
            &tape.refs,
            &tape.numbers,
            &tape.text,
            &tape.text_ends,
        ))
    })
}

#[cfg(test)]
mod tests;

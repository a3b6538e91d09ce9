import { useState } from 'react';

let lastRowKey = 0;

function newRowKey(): number {
  lastRowKey += 1;
  return lastRowKey;
}

/**
 * Stable React keys for the rows of a list the user adds to and removes from (contacts,
 * registrations): removing the second of three rows must not hand its inputs to the third.
 */
export function useRowKeys(count: number) {
  const [keys, setKeys] = useState<readonly number[]>(() => Array.from({ length: count }, newRowKey));
  let current = keys;
  if (keys.length !== count) {
    // The parent replaced the list itself (a reset): give the rows fresh keys.
    current = Array.from({ length: count }, (_, index) => keys[index] ?? newRowKey());
    setKeys(current);
  }
  return {
    keys: current,
    add: () => {
      setKeys((previous) => [...previous, newRowKey()]);
    },
    remove: (index: number) => {
      setKeys((previous) => previous.filter((_, at) => at !== index));
    },
  };
}

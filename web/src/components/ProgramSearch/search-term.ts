import { useCallback, useEffect, useState } from 'react';

/** The typeahead asks for suggestions once this many characters are typed (spec section 5). */
export const minSearchLength = 3;
/** Typing pauses this long before a request, so a word is one request rather than one a key. */
const debounceMs = 250;

/** Whether a typed text is long enough to search for. */
export function isSearchable(text: string): boolean {
  return text.trim().length >= minSearchLength;
}

export interface SearchTerm {
  /** What the input shows. */
  text: string;
  setText: (text: string) => void;
  /** The trimmed text once typing pauses: what to search for, when searchable. */
  term: string;
  /** Back to an empty input, at once (after a choice). */
  clear: () => void;
}

/** A typeahead's text and the term it searches for, debounced. */
export function useSearchTerm(): SearchTerm {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setTerm(text.trim());
    }, debounceMs);
    return () => {
      clearTimeout(timer);
    };
  }, [text]);
  const clear = useCallback(() => {
    setText('');
    setTerm('');
  }, []);
  return { text, setText, term, clear };
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { components } from '@/api/schema';
import { useT } from '@/i18n/i18n-context';
import { cx } from '@/lib/class-names';
import './ProgramSearch.css';

export type ProgramMatch = components['schemas']['ProgramMatch'];

/** The typeahead asks the server once this many characters are typed (spec section 5). */
export const minSearchLength = 3;
/** Typing pauses this long before a request, so a word is one request rather than one a key. */
const debounceMs = 250;

/**
 * Where the suggestions for a term come from. The caller passes the API's search, so this design
 * component sends no request of its own.
 */
export type SearchPrograms = (term: string, signal: AbortSignal) => Promise<readonly ProgramMatch[]>;

interface ProgramSearchProps {
  label: string;
  search: SearchPrograms;
  onSelect: (program: ProgramMatch) => void;
  /** Programs already chosen: left out of the suggestions. */
  exclude?: readonly number[];
  className?: string;
  /** The label is read out but not shown (the site header). */
  hideLabel?: boolean;
}

/**
 * The program typeahead (ARIA combobox): from three characters on, programs whose name or
 * company matches; arrows move through them, Enter or a click chooses one, Escape closes.
 * Archived programs come only for administrators and CTA managers (the server decides).
 */
export function ProgramSearch({ label, search, onSelect, exclude = [], className, hideLabel = false }: ProgramSearchProps) {
  const t = useT();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      setTerm(text.trim());
    }, debounceMs);
    return () => {
      clearTimeout(timer);
    };
  }, [text]);

  const enabled = term.length >= minSearchLength;
  const { data, isFetching } = useQuery({
    queryKey: ['program-search', term],
    queryFn: ({ signal }) => search(term, signal),
    enabled,
  });
  const matches = (enabled ? (data ?? []) : []).filter((match) => !exclude.includes(match.programId));
  const showList = open && enabled && !isFetching;
  const activeIndex = Math.min(active, Math.max(matches.length - 1, 0));

  const choose = (match: ProgramMatch) => {
    onSelect(match);
    setText('');
    setTerm('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive(Math.min(activeIndex + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(Math.max(activeIndex - 1, 0));
    } else if (event.key === 'Enter' && showList && matches[activeIndex]) {
      event.preventDefault();
      choose(matches[activeIndex]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${listId}-${String(index)}`;
  const hint =
    text.trim().length > 0 && text.trim().length < minSearchLength
      ? t('search.minLength', { min: minSearchLength })
      : showList && matches.length === 0
        ? t('search.noMatches')
        : '';

  return (
    <div className={cx('program-search', className)}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'program-search__label'}>
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        className="program-search__input"
        placeholder={t('search.placeholder')}
        aria-expanded={showList && matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && matches.length > 0 ? optionId(activeIndex) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
        }}
      />
      <ul id={listId} role="listbox" aria-label={label} className="program-search__list" hidden={!showList || matches.length === 0}>
        {matches.map((match, index) => (
          <li
            key={match.programId}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={cx('program-search__option', index === activeIndex && 'program-search__option--active')}
            // Chosen on pointer down, before the input's blur closes the list.
            onPointerDown={(event) => {
              event.preventDefault();
              choose(match);
            }}
          >
            <span className="program-search__program">{match.programName}</span>
            <span className="program-search__group">{match.groupName}</span>
          </li>
        ))}
      </ul>
      <p className="program-search__hint" role="status">
        {hint}
      </p>
    </div>
  );
}

import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '@/i18n/i18n-context';
import { cx } from '@/lib/class-names';
import { isSearchable, minSearchLength, type SearchTerm } from './search-term';
import './ProgramSearch.css';

interface SearchComboboxProps<Option> {
  label: string;
  /** The text typed and the term searched for (`useSearchTerm`). */
  search: SearchTerm;
  /** The suggestions for the current term; undefined while they are on their way. */
  options: readonly Option[] | undefined;
  optionKey: (option: Option) => string;
  renderOption: (option: Option) => ReactNode;
  onSelect: (option: Option) => void;
  placeholder: string;
  /** Said when a searched term has no suggestion. */
  noMatches: string;
  className?: string;
  /** The label is read out but not shown (the site header). */
  hideLabel?: boolean;
}

/**
 * A typeahead (ARIA combobox) over any kind of suggestion: from three characters on, the options;
 * arrows move through them, Enter or a click chooses one, Escape closes the list.
 */
export function SearchCombobox<Option>({
  label,
  search,
  options,
  optionKey,
  renderOption,
  onSelect,
  placeholder,
  noMatches,
  className,
  hideLabel = false,
}: SearchComboboxProps<Option>) {
  const t = useT();
  const inputId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const { text, setText, term, clear } = search;

  const searched = isSearchable(term) && options !== undefined;
  const shown = searched ? options : [];
  const showList = open && searched && shown.length > 0;
  const activeIndex = Math.min(active, Math.max(shown.length - 1, 0));

  const choose = (option: Option) => {
    onSelect(option);
    clear();
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive(Math.min(activeIndex + 1, shown.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(Math.max(activeIndex - 1, 0));
    } else if (event.key === 'Enter' && showList && shown[activeIndex] !== undefined) {
      event.preventDefault();
      choose(shown[activeIndex]);
    } else if (event.key === 'Escape' && showList) {
      // Only the list closes: the input keeps what was typed (the browser's own Escape clears it).
      event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${listId}-${String(index)}`;
  const hint =
    text.trim().length > 0 && !isSearchable(text)
      ? t('search.minLength', { min: minSearchLength })
      : open && searched && shown.length === 0
        ? noMatches
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
        placeholder={placeholder}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList ? optionId(activeIndex) : undefined}
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
      <ul id={listId} role="listbox" aria-label={label} className="program-search__list" hidden={!showList}>
        {shown.map((option, index) => (
          <li
            key={optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={cx('program-search__option', index === activeIndex && 'program-search__option--active')}
            // Chosen on pointer down, before the input's blur closes the list.
            onPointerDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
      <p className="program-search__hint" role="status">
        {hint}
      </p>
    </div>
  );
}

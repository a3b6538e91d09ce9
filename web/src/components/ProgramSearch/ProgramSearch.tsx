import { useQuery } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { useT } from '@/i18n/i18n-context';
import { SearchCombobox } from './SearchCombobox';
import { isSearchable, useSearchTerm } from './search-term';

export type ProgramMatch = components['schemas']['ProgramMatch'];

/**
 * Where the suggestions for a term come from. The caller passes the API's search, so this design
 * component sends no request of its own.
 */
export type SearchPrograms = (term: string, signal: AbortSignal) => Promise<readonly ProgramMatch[]>;

/** The cache key of a term's program matches: typeaheads searching the same term share them. */
export function programSearchKey(term: string) {
  return ['program-search', term] as const;
}

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
 * The program typeahead: programs whose name or company matches. Archived programs come only for
 * administrators and CTA managers (the server decides).
 */
export function ProgramSearch({ label, search, onSelect, exclude = [], className, hideLabel = false }: ProgramSearchProps) {
  const t = useT();
  const searchTerm = useSearchTerm();
  const { term } = searchTerm;
  const { data, isFetching } = useQuery({
    queryKey: programSearchKey(term),
    queryFn: ({ signal }) => search(term, signal),
    enabled: isSearchable(term),
  });
  const matches = isFetching ? undefined : data?.filter((match) => !exclude.includes(match.programId));

  return (
    <SearchCombobox
      label={label}
      search={searchTerm}
      options={matches}
      optionKey={(match) => String(match.programId)}
      renderOption={(match) => (
        <>
          <span className="program-search__program">{match.programName}</span>
          <span className="program-search__group">{match.groupName}</span>
        </>
      )}
      onSelect={onSelect}
      placeholder={t('search.placeholder')}
      noMatches={t('search.noMatches')}
      className={className}
      hideLabel={hideLabel}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { programSearchKey, type SearchPrograms } from '@/components/ProgramSearch/ProgramSearch';
import { SearchCombobox } from '@/components/ProgramSearch/SearchCombobox';
import { isSearchable, useSearchTerm } from '@/components/ProgramSearch/search-term';
import { useLang, useT } from '@/i18n/i18n-context';
import { compareMatches, compareTitle, seriesKey, type CompareItem, type SeriesRef } from '@/lib/compare';
import './Compare.css';

interface CompareSearchProps {
  /** The programs and indexes a chart can show; undefined while they load. */
  items: readonly CompareItem[] | undefined;
  /** Why they could not be loaded. */
  error: Error | null;
  /** The server's program search (the site header's). */
  searchPrograms: SearchPrograms;
  /** Every series on the chart, its own included: not suggested again. */
  charted: readonly SeriesRef[];
  onPick: (pick: SeriesRef) => void;
}

/**
 * "Compare with": a typeahead over programs (found by the server's search, as in the site
 * header) and indexes (matched here, the S&P 500 among them), instead of a list of every program.
 */
export function CompareSearch({ items, error, searchPrograms, charted, onPick }: CompareSearchProps) {
  const t = useT();
  const lang = useLang();
  const searchTerm = useSearchTerm();
  const { term } = searchTerm;
  const programs = useQuery({
    queryKey: programSearchKey(term),
    queryFn: ({ signal }) => searchPrograms(term, signal),
    enabled: isSearchable(term),
  });
  // A failed program search still offers the indexes.
  const programIds = programs.isError ? [] : programs.isFetching ? undefined : programs.data?.map((match) => match.programId);
  const options = programIds && compareMatches(term, programIds, items, charted);

  return (
    <>
      <SearchCombobox
        className="compare-search"
        label={t('program.compareWith')}
        search={searchTerm}
        options={options}
        optionKey={seriesKey}
        renderOption={(item) => (
          <>
            <span className="program-search__program">{compareTitle(item, lang)}</span>
            <span className="program-search__group">{t(item.kind === 'index' ? 'compare.kindIndex' : 'compare.kindProgram')}</span>
          </>
        )}
        onSelect={(item) => {
          onPick({ kind: item.kind, id: item.id });
        }}
        placeholder={t('compare.placeholder')}
        noMatches={t('compare.noMatches')}
      />
      {error && <ErrorAlert error={error} />}
    </>
  );
}

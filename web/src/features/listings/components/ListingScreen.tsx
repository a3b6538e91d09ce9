import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { withPage, withSort } from '@/lib/list-params';
import { useLocation, useSearchParams } from '@/lib/router/Router';
import { Alert } from '@/components/Alert/Alert';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import type { SortState } from '@/components/DataTable/sort';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { memberKey, type AddToListControl } from '@/lib/member-lists';
import { Pager } from '@/components/Pager/Pager';
import { useToast } from '@/components/Toast/toast-context';
import { paths, withRedirect } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey, useErrorMessage } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { splitLangPrefix } from '@/i18n/localized-path';
import { ApiError } from '@/lib/errors';
import { isSignedIn, useSession } from '@/lib/session';
import { listingQuery } from '@/features/listings/api/listings';
import { createSavedSearch } from '@/features/listings/api/saved-searches';
import { ColumnChooser } from './ColumnChooser';
import { loadPreferences, preferencesKey, savePreferences, type ColumnPreferences } from '@/features/listings/model/column-preferences';
import { FiltersPanel } from './FiltersPanel';
import { filtersStartOpen } from '@/features/listings/model/filters-panel';
import { isoMonth, previousMonth } from '@/features/listings/model/listing-dates';
import { listingColumns, type ListingColumnId, type ProgramListing } from './listing-columns';
import type { MonthColumn } from '@/features/listings/model/month-column';
import {
  activeFilterCount,
  hasFilters,
  listingApiQuery,
  type ListingApiQuery,
  pageSizes,
  readListingState,
  savedSearchFilters,
  withBlendCorrelation,
  withFilter,
  withoutFilters,
  withPageSize,
} from '@/features/listings/model/listing-state';
import './ListingScreen.css';

export interface ListingConfig {
  /** Names the listing in stored column choices. */
  id: string;
  title: MessageKey;
  /** The listing's own path, for the empty state's link to it unfiltered. */
  path: string;
  defaultSort: SortState;
  /** Filters of the listing itself (the archived status, the approval date), always applied. */
  fixedQuery: (today: Date) => ListingApiQuery;
  /** The columns this listing offers, in their default order (the program first). */
  columns: readonly ListingColumnId[];
  /** Offered but hidden until the user shows them. */
  hiddenColumns: readonly ListingColumnId[];
  /** What the month-return column holds; the calendar month unless said. */
  monthColumn?: MonthColumn;
}

/**
 * A program listing (screener, returns, new listings, archived programs): filters, sort and page
 * in the URL; anonymous visitors get the table without the filter and column menus and with the
 * actions disabled, as the spec says.
 */
export function ListingScreen({ config, AddToList }: { config: ListingConfig; AddToList: AddToListControl }) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const [params, setParams] = useSearchParams();
  const state = readListingState(params, config.defaultSort);
  const today = useMemo(() => new Date(), []);
  const apiQuery = listingApiQuery(state, config.fixedQuery(today));
  const { data, error, isFetching } = useQuery(listingQuery(apiQuery));
  const errorText = useErrorMessage(error);
  const serverErrors = error instanceof ApiError && error.code === 'validation_failed' ? error.fields : {};
  const queryClient = useQueryClient();
  // Program id → name: a selection may span pages, and the add actions name what they added.
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const [saving, setSaving] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(filtersStartOpen);
  const filtersId = useId();
  const saveReasonId = useId();
  const location = useLocation();

  const storageKey = signedIn ? preferencesKey(session.email, config.id) : null;
  const [preferences, setPreferences] = useState<ColumnPreferences>(() =>
    storageKey
      ? loadPreferences(storageKey, config.columns, config.hiddenColumns)
      : { order: [...config.columns], hidden: [...config.hiddenColumns] },
  );
  const changePreferences = (next: ColumnPreferences) => {
    setPreferences(next);
    if (storageKey) savePreferences(storageKey, next);
  };

  const update = (next: URLSearchParams) => {
    setParams(next);
  };
  const filtered = hasFilters(state);
  const filterCount = activeFilterCount(state);
  const rows = data?.items ?? [];
  const returnMonth = data?.returnMonth ?? previousMonth(today);
  const allColumns = listingColumns(t, lang, returnMonth, config.monthColumn);
  const names = Object.fromEntries(
    config.columns.map((id) => {
      const header = allColumns[id].header;
      return [id, typeof header === 'string' ? header : id];
    }),
  ) as Record<ListingColumnId, string>;
  const help: Partial<Record<ListingColumnId, string>> = Object.fromEntries(
    config.columns.flatMap((id) => {
      const text = allColumns[id].help;
      return text === undefined ? [] : [[id, text]];
    }),
  );
  // The blend correlation is a column of the filter, not of the chooser: it follows the program.
  const shownColumns: Column<ProgramListing>[] = preferences.order
    .filter((id) => !preferences.hidden.includes(id))
    .flatMap((id) =>
      id === 'program' && state.filters.filterByBlendCorrelationId ? [allColumns.program, allColumns.correlation] : [allColumns[id]],
    );
  const selectionColumn: Column<ProgramListing> = {
    id: 'select',
    header: <span className="visually-hidden">{t('listing.select')}</span>,
    cell: (row) => (
      <input
        type="checkbox"
        aria-label={t('listing.selectProgram', { program: row.programName })}
        checked={selected.has(row.programId)}
        onChange={(event) => {
          const next = new Map(selected);
          if (event.target.checked) next.set(row.programId, row.programName);
          else next.delete(row.programId);
          setSelected(next);
        }}
      />
    ),
  };
  const columns = signedIn ? [selectionColumn, ...shownColumns] : shownColumns;

  const saveSearch = async () => {
    setSaving(true);
    try {
      await createSavedSearch(savedSearchFilters(state));
      if (signedIn) await queryClient.invalidateQueries({ queryKey: memberKey(session.email, 'saved-searches') });
      toast.show(
        <>
          {t('toast.searchSaved')}{' '}
          <LangLink to={`${paths.dashboard}/saved-searches`}>{t('listing.viewSavedSearches')}</LangLink>
        </>,
        { durationMs: 5000 },
      );
    } catch (failure) {
      toast.show(failure instanceof ApiError ? t(errorMessageKey(failure)) : t('errors.generic'), { variant: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  const currentMonth = isoMonth(today);
  const empty = data !== undefined && rows.length === 0;

  return (
    <Page title={t(config.title)}>
      <div className="listing__toolbar">
        {signedIn && (
          <button
            type="button"
            className="listing__tool"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => {
              setFiltersOpen(!filtersOpen);
            }}
          >
            {filterCount > 0 ? t('filters.toggleCount', { count: filterCount }) : t('filters.title')}
          </button>
        )}
        <button
          type="button"
          className="listing__tool"
          disabled={!signedIn || !filtered || saving}
          hidden={signedIn && !filtered}
          aria-describedby={signedIn ? undefined : saveReasonId}
          onClick={() => void saveSearch()}
        >
          {t('listing.saveSearch')}
        </button>
        {!signedIn && (
          <LangLink id={saveReasonId} className="listing__reason" to={withRedirect(paths.login, `${splitLangPrefix(location.pathname).rest}${location.search}`)}>
            {t('listing.saveSearchSignIn')}
          </LangLink>
        )}
        {(filtered || empty) && (
          <button
            type="button"
            className="listing__tool"
            onClick={() => {
              update(withoutFilters(params));
            }}
          >
            {t('listing.reset')}
          </button>
        )}
        {signedIn && <ColumnChooser preferences={preferences} names={names} help={help} onChange={changePreferences} />}
        {signedIn && selected.size > 0 && (
          <div className="listing__selection">
            <span className="listing__selected">{t('listing.selected', { count: selected.size })}</span>
            <AddToList
              programs={[...selected].map(([programId, programName]) => ({ programId, programName }))}
              onAdded={() => {
                setSelected(new Map());
              }}
            />
          </div>
        )}
      </div>
      {signedIn && (
        <FiltersPanel
          id={filtersId}
          open={filtersOpen}
          state={state}
          currentMonth={currentMonth}
          serverErrors={serverErrors}
          onFilter={(key, values) => {
            update(withFilter(params, key, values));
          }}
          onBlendCorrelation={(blendId) => {
            update(withBlendCorrelation(params, blendId));
          }}
          onDateRange={(min, max) => {
            update(
              withFilter(
                withFilter(params, 'filterByDatePerformanceMin', min ? [min] : []),
                'filterByDatePerformanceMax',
                max ? [max] : [],
              ),
            );
          }}
        />
      )}
      {error && !(error instanceof ApiError && error.code === 'validation_failed') ? (
        <Alert variant="danger">{errorText}</Alert>
      ) : empty ? (
        <Alert variant="warning">
          {t('listing.noResults')} <LangLink to={config.path}>{t('listing.clearFilters')}</LangLink>
        </Alert>
      ) : (
        <>
          {error && <ErrorAlert error={error} />}
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(row) => row.programId}
            caption={t(config.title)}
            sort={state.sort}
            onSortChange={(sort) => {
              update(withSort(params, sort));
            }}
            loading={isFetching}
            maxHeight="none"
          />
          <Pager
            pageNumber={state.pageNumber}
            pageSize={state.pageSize}
            totalCount={data?.totalCount ?? 0}
            pageSizeOptions={pageSizes}
            onPageChange={(pageNumber) => {
              update(withPage(params, pageNumber));
            }}
            onPageSizeChange={
              signedIn
                ? (pageSize) => {
                    update(withPageSize(params, pageSize));
                  }
                : undefined
            }
          />
        </>
      )}
    </Page>
  );
}

import type { operations } from '@/api/schema';
import type { SortState } from '@/components/DataTable/sort';
import { orderParam, positiveIntParam } from '@/lib/list-params';

/**
 * The screener's state lives in the URL under the spec's parameter names, so a reload or a
 * shared link shows the same screen and old links keep working. Multi-value filters are repeated
 * keys (`filterByCompositionTypesId=3&filterByCompositionTypesId=5`).
 */
export const singleFilters = [
  'filterByYearStartMin',
  'filterByYearStartMax',
  'filterByDatePerformanceMin',
  'filterByDatePerformanceMax',
  'filterByCARORMin',
  'filterByMaxRisk',
  'filterByAUMMin',
  'filterByAUMMax',
  'filterByInvestmentMin',
  'filterByInvestmentMax',
  'filterByBlendCorrelationId',
  'filterByFeeManagementMax',
  'filterByFeePerformanceMax',
  'filterByUsInvest',
  'filterByName',
  'filterBySortinoMin',
  'filterBySortinoMax',
  'filterByMarMin',
  'filterByMarMax',
  'filterByBetaMin',
  'filterByBetaMax',
] as const;

export const multiFilters = [
  'filterByProgramTypesId',
  'filterByProgramsSectorTypesId',
  'filterByInvestorRequirementsTypesId',
  'filterByAllocationStrategyTypesId',
  'filterByMethodologyTypesId',
  'filterByCompositionTypesId',
] as const;

export type SingleFilter = (typeof singleFilters)[number];
export type MultiFilter = (typeof multiFilters)[number];
export type FilterKey = SingleFilter | MultiFilter;

const filterKeys: readonly FilterKey[] = [...singleFilters, ...multiFilters];

/** The `GET /programs` query as the API document types it. */
export type ListingApiQuery = NonNullable<operations['listPrograms']['parameters']['query']>;
type ListingSortKey = NonNullable<ListingApiQuery['sortBy']>;

/** Every sort key the API takes; the record makes the compiler list each member of the union once. */
const sortKeyNames: Record<ListingSortKey, true> = {
  programName: true,
  groupName: true,
  monthReturn: true,
  ytdReturn: true,
  compoundReturn: true,
  maxDrawDown: true,
  assets: true,
  investmentMin: true,
  dateInception: true,
  dateApproved: true,
  dateArchived: true,
  sharpeRatio: true,
  volatility: true,
  correlationSp500: true,
  sortinoRatio: true,
  marRatio: true,
  beta: true,
  fullYearReturn: true,
  threeYearReturn: true,
  fiveYearReturn: true,
  past12Months: true,
  dateReturn: true,
  correlation: true,
};

function isSortKey(key: string): key is ListingSortKey {
  return Object.hasOwn(sortKeyNames, key);
}

export const pageSizes = [25, 50, 100] as const;
export const defaultPageSize = 25;

export interface ListingState {
  /** The chosen filters: each key with its values (one for a single filter). */
  filters: Partial<Record<FilterKey, string[]>>;
  sort: SortState;
  pageNumber: number;
  pageSize: number;
}

export function readListingState(params: URLSearchParams, defaultSort: SortState): ListingState {
  const filters: Partial<Record<FilterKey, string[]>> = {};
  for (const key of filterKeys) {
    // Only a multi-value filter is a comma list: a name search may hold a comma.
    const isMulti = (multiFilters as readonly string[]).includes(key);
    const values = params
      .getAll(key)
      .flatMap((value) => (isMulti ? value.split(',') : [value]))
      .map((value) => value.trim())
      .filter((value) => value !== '');
    if (values.length > 0) filters[key] = values;
  }
  const order = orderParam(params);
  // Spec: picking a blend correlation sorts by it, highest first. A sort key the API does not
  // know (an edited or outdated link) falls back to the listing's default.
  const asked = params.get('sortBy');
  const sortBy = asked !== null && isSortKey(asked) ? asked : filters.filterByBlendCorrelationId ? 'correlation' : null;
  const pageSize = positiveIntParam(params.get('pageSize')) ?? defaultPageSize;
  return {
    filters,
    sort: sortBy ? { by: sortBy, order: order ?? 'DESC' } : { by: defaultSort.by, order: order ?? defaultSort.order },
    pageNumber: positiveIntParam(params.get('pageNumber')) ?? 1,
    pageSize: (pageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
  };
}

export function hasFilters(state: ListingState): boolean {
  return Object.keys(state.filters).length > 0;
}

/**
 * How many filters the user has chosen, as the filter panel's button counts them: one per
 * filter, however many of its boxes are ticked, and the performance months as one range.
 */
export function activeFilterCount(state: ListingState): number {
  const keys = Object.keys(state.filters);
  const bothMonths = 'filterByDatePerformanceMin' in state.filters && 'filterByDatePerformanceMax' in state.filters;
  return keys.length - (bothMonths ? 1 : 0);
}

/** A copy of `params` with `key` set to `values` (removed when empty), back on page 1. */
export function withFilter(params: URLSearchParams, key: FilterKey, values: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(key);
  for (const value of values) if (value !== '') next.append(key, value);
  next.delete('pageNumber');
  return next;
}

/**
 * Spec: picking a blend to correlate with sorts by the correlation, highest first; clearing it
 * returns to the month's return.
 */
export function withBlendCorrelation(params: URLSearchParams, blendId: string): URLSearchParams {
  const next = withFilter(params, 'filterByBlendCorrelationId', blendId ? [blendId] : []);
  next.set('sortBy', blendId ? 'correlation' : 'monthReturn');
  next.set('orderBy', 'DESC');
  return next;
}

/** Another page size starts again from page 1. */
export function withPageSize(params: URLSearchParams, pageSize: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('pageSize', String(pageSize));
  next.delete('pageNumber');
  return next;
}

/** Every filter removed (Reset); the sort and the page size stay. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of filterKeys) next.delete(key);
  next.delete('pageNumber');
  return next;
}

/** The filters as a saved search keeps them: single values as text, multi-values as lists. */
export function savedSearchFilters(state: ListingState): Record<string, string | string[]> {
  const saved: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(state.filters)) {
    saved[key] = (multiFilters as readonly string[]).includes(key) ? values : (values[0] ?? '');
  }
  return saved;
}

/** The screener's month inputs hold `YYYY-MM`. */
export interface DateRangeProblem {
  field: 'filterByDatePerformanceMin' | 'filterByDatePerformanceMax';
  key: 'invalidDateRange' | 'futureDate';
}

/**
 * The spec's rules for the performance date range, checked before asking the server: both
 * months or neither ('invalid date range'), the first not after the second, the second not in
 * the future.
 */
export function dateRangeProblem(min: string | undefined, max: string | undefined, currentMonth: string): DateRangeProblem | null {
  if (!min && !max) return null;
  if (!min) return { field: 'filterByDatePerformanceMin', key: 'invalidDateRange' };
  if (!max) return { field: 'filterByDatePerformanceMax', key: 'invalidDateRange' };
  if (max > currentMonth) return { field: 'filterByDatePerformanceMax', key: 'futureDate' };
  if (min > max) return { field: 'filterByDatePerformanceMax', key: 'invalidDateRange' };
  return null;
}

/**
 * The `GET /programs` query of a listing: the user's filters, sort and page, plus the listing's
 * own fixed filters (the archived listing's status, the new listings' approval date), which
 * the user cannot change.
 */
export function listingApiQuery(state: ListingState, fixed: ListingApiQuery = {}): ListingApiQuery {
  const query: ListingApiQuery = {};
  for (const key of singleFilters) {
    const value = state.filters[key]?.[0];
    if (value !== undefined) query[key] = value;
  }
  for (const key of multiFilters) {
    const values = state.filters[key];
    if (values !== undefined) query[key] = values;
  }
  return {
    ...query,
    ...fixed,
    sortBy: isSortKey(state.sort.by) ? state.sort.by : undefined,
    orderBy: state.sort.order,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  };
}

import type { SortOrder, SortState } from '@/components/DataTable/sort';
import { positiveIntParam, sortParams } from '@/lib/list-params';
import type { IndexListQuery, IndexSortKey } from '@/features/indexes/api/indexes';

/**
 * The CTA Indexes list keeps its sort and page in the URL under the API's names (`sortBy`,
 * `orderBy`, `pageNumber`, `pageSize`), so a reload or a shared link shows the same table.
 */
export interface IndexListState {
  sort: SortState & { by: IndexSortKey };
  pageNumber: number;
  pageSize: number;
}

/** Spec: the index list sorts by the month's return, best first, 50 to a page. */
export const defaultIndexSort: IndexListState['sort'] = { by: 'monthReturn', order: 'DESC' };
export const defaultIndexPageSize = 50;
/** The rows-per-page choices; the API takes up to 100. */
export const indexPageSizes = [10, 25, 50, 100] as const;

/**
 * Every sort key the API takes (the record makes the compiler list each member of the union once)
 * with the order a column starts in: names and dates A to Z, figures the highest first.
 */
export const indexSortFirstOrder: Readonly<Record<IndexSortKey, SortOrder>> = {
  portfolioName: 'ASC',
  dateStart: 'ASC',
  memberCount: 'DESC',
  monthReturn: 'DESC',
  ytdReturn: 'DESC',
  compoundedAnnualROR: 'DESC',
  maxDrawDown: 'DESC',
  correlationsp500: 'DESC',
  sharpe: 'DESC',
  standardDeviation: 'DESC',
};

/** The list's state from the URL; anything unknown or out of range falls back to the default. */
export function readIndexListState(params: URLSearchParams): IndexListState {
  const pageSize = positiveIntParam(params.get('pageSize'));
  return {
    sort: sortParams(params, indexSortFirstOrder, defaultIndexSort.by),
    pageNumber: positiveIntParam(params.get('pageNumber')) ?? 1,
    pageSize: pageSize !== undefined && (indexPageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultIndexPageSize,
  };
}

/** `GET /indexes` for the state. */
export function indexListApiQuery(state: IndexListState): IndexListQuery {
  return { sortBy: state.sort.by, orderBy: state.sort.order, pageSize: state.pageSize, pageNumber: state.pageNumber };
}

/** Another page size starts again from page 1; the default size leaves the URL. */
export function withIndexPageSize(params: URLSearchParams, pageSize: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (pageSize === defaultIndexPageSize) next.delete('pageSize');
  else next.set('pageSize', String(pageSize));
  next.delete('pageNumber');
  return next;
}

/**
 * The month the list's figures are as of: the latest month any index has. An index whose last
 * month is older says its own month beside its figure.
 */
export function latestIndexMonth(items: readonly { dateEnd: string }[]): string | undefined {
  return items.reduce<string | undefined>((latest, item) => (latest === undefined || item.dateEnd > latest ? item.dateEnd : latest), undefined);
}

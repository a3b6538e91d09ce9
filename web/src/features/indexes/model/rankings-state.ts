import type { SortOrder, SortState } from '@/components/DataTable/sort';
import { positiveIntParam, sortParams } from '@/lib/list-params';
import { addMonths, clampMonth, isYearMonth, yearMonthOf, type YearMonthText } from '@/lib/year-month';
import type { AwardSortKey, AwardsQuery, MonthSpan } from '@/features/indexes/api/indexes';

/**
 * The Monthly Rankings keep their month and sort in the URL under the spec's names:
 * `filterByDateEnd` (`YYYY-MM`), `sortBy`, `orderBy`; `pageNumber` past the first 500 rows.
 */
export interface RankingsState {
  /** The month asked for; none: the default month. */
  month: YearMonthText | undefined;
  sort: SortState & { by: AwardSortKey };
  pageNumber: number;
}

/** Spec, awards: up to 500 rows a page. */
export const rankingsPageSize = 500;

export const defaultRankingsSort: RankingsState['sort'] = { by: 'rank', order: 'ASC' };

/** Each sort key of the API with the order its column starts in: the best figure first. */
export const rankingsSortFirstOrder: Readonly<Record<AwardSortKey, SortOrder>> = {
  rank: 'ASC',
  performance: 'DESC',
  programName: 'ASC',
  groupName: 'ASC',
  investmentMin: 'ASC',
  dateInception: 'ASC',
};

/** The month of `filterByDateEnd`: `YYYY-MM`, or a date in it (`YYYY-MM-DD`) as old links have. */
function monthParam(value: string | null): YearMonthText | undefined {
  const text = value?.trim() ?? '';
  const month = text.slice(0, 7);
  return /^\d{4}-\d{2}(-\d{2})?$/.test(text) && isYearMonth(month) ? month : undefined;
}

export function readRankingsState(params: URLSearchParams): RankingsState {
  return {
    month: monthParam(params.get('filterByDateEnd')),
    sort: sortParams(params, rankingsSortFirstOrder, defaultRankingsSort.by),
    pageNumber: positiveIntParam(params.get('pageNumber')) ?? 1,
  };
}

/**
 * Spec: the ranking month defaults to 3 months before the current one (the reader's), kept within
 * the months the index has rankings for once they are known.
 */
export function defaultRankingMonth(today: Date, span: MonthSpan | null | undefined): YearMonthText {
  const month = addMonths(yearMonthOf(today), -3);
  return span ? clampMonth(month, span.first, span.last) : month;
}

/** `GET /awards` for an index and the state, its month already settled. */
export function awardsApiQuery(portfolioUri: string, month: YearMonthText, state: RankingsState): AwardsQuery {
  return {
    filterByPortfolioUri: portfolioUri,
    filterByDateEnd: month,
    sortBy: state.sort.by,
    orderBy: state.sort.order,
    pageSize: rankingsPageSize,
    pageNumber: state.pageNumber,
  };
}

/** The URL showing another month: the sort stays, the page goes back to the first. */
export function withRankingMonth(params: URLSearchParams, month: YearMonthText): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('filterByDateEnd', month);
  next.delete('pageNumber');
  return next;
}

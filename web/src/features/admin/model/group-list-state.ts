import type { BadgeVariant } from '@/components/Badge/Badge';
import type { SortOrder, SortState } from '@/components/DataTable/sort';
import { pageSizeOptions } from '@/config/ui';
import { positiveIntParam, sortParams } from '@/lib/list-params';
import { groupStatusIds, type GroupListQuery, type GroupSortKey } from '@/features/admin/api/groups';
import { searchableTerm } from '@/features/admin/model/user-list-state';

/**
 * The administrators' company list keeps its status filter, search, sort and page in the URL
 * under the API's names (`filterByGroupStatusIds`, `search`, `sortBy`, `orderBy`, `pageNumber`,
 * `pageSize`), so a reload or a shared link shows the same rows.
 */
export interface GroupListState {
  /** The statuses shown, ascending; none is every status. */
  statusIds: number[];
  /** The search box's text as the URL holds it (trimmed); searched only once it is long enough. */
  search: string;
  sort: SortState & { by: GroupSortKey };
  pageNumber: number;
  pageSize: number;
}

/** The five group statuses, ascending: the order the filter offers them and the URL lists them. */
export const filterStatusIds: readonly number[] = [
  groupStatusIds.active,
  groupStatusIds.pending,
  groupStatusIds.closed,
  groupStatusIds.deleted,
  groupStatusIds.portfolioAptOnly,
];

/** Spec section 9: the admin company list shows 10 rows by default. */
export const defaultGroupPageSize = 10;

/** The newest companies first, as the server sorts without `sortBy`. */
export const defaultGroupSort: GroupListState['sort'] = { by: 'dateCreated', order: 'DESC' };

/** Every sort key the API takes, with the order its column starts in: names A to Z, dates and counts highest first. */
export const groupSortFirstOrder: Readonly<Record<GroupSortKey, SortOrder>> = {
  groupName: 'ASC',
  dateCreated: 'DESC',
  groupStatus: 'ASC',
  programCount: 'DESC',
};

/** Spec section 4: the 'Group activated!' toast stays 5 s instead of the usual 3. */
export const groupActivatedToastMs = 5000;

/** The badge of each status: Active green, Pending blue, Closed amber, Deleted red, Portfolio Apt Only grey. */
export function groupStatusBadge(statusId: number): BadgeVariant {
  switch (statusId) {
    case groupStatusIds.active:
      return 'success';
    case groupStatusIds.pending:
      return 'info';
    case groupStatusIds.closed:
      return 'warning';
    case groupStatusIds.deleted:
      return 'danger';
    default:
      return 'neutral';
  }
}

/** `filterByGroupStatusIds` as a set of known statuses, ascending; anything else is left out. */
export function readStatusIds(text: string | null): number[] {
  if (text === null) return [];
  const ids = new Set(text.split(',').map((part) => Number(part.trim())));
  return filterStatusIds.filter((id) => ids.has(id));
}

/** The list's state from the URL; anything unknown or out of range falls back to the default. */
export function readGroupListState(params: URLSearchParams): GroupListState {
  const pageSize = positiveIntParam(params.get('pageSize'));
  return {
    statusIds: readStatusIds(params.get('filterByGroupStatusIds')),
    search: (params.get('search') ?? '').trim(),
    sort: sortParams(params, groupSortFirstOrder, defaultGroupSort.by),
    pageNumber: positiveIntParam(params.get('pageNumber')) ?? 1,
    pageSize: pageSize !== undefined && (pageSizeOptions as readonly number[]).includes(pageSize) ? pageSize : defaultGroupPageSize,
  };
}

/** `GET /admin/groups` for the state: no filter is every status, a search too short to send is left out. */
export function groupListApiQuery(state: GroupListState): GroupListQuery {
  const search = searchableTerm(state.search);
  return {
    ...(state.statusIds.length === 0 ? {} : { filterByGroupStatusIds: state.statusIds.join(',') }),
    ...(search === undefined ? {} : { search }),
    sortBy: state.sort.by,
    orderBy: state.sort.order,
    pageSize: state.pageSize,
    pageNumber: state.pageNumber,
  };
}

/** The URL with a status ticked or cleared in the filter, from the first page. */
export function withStatus(params: URLSearchParams, statusId: number, shown: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = readStatusIds(params.get('filterByGroupStatusIds'));
  const statusIds = filterStatusIds.filter((id) => (id === statusId ? shown : current.includes(id)));
  if (statusIds.length === 0) next.delete('filterByGroupStatusIds');
  else next.set('filterByGroupStatusIds', statusIds.join(','));
  next.delete('pageNumber');
  return next;
}

/** Another page size starts again from page 1; the default size leaves the URL. */
export function withGroupPageSize(params: URLSearchParams, pageSize: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (pageSize === defaultGroupPageSize) next.delete('pageSize');
  else next.set('pageSize', String(pageSize));
  next.delete('pageNumber');
  return next;
}

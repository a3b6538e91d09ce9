import type { SortOrder, SortState } from '@/components/DataTable/sort';
import { pageSizeOptions } from '@/config/ui';
import { positiveIntParam, sortParams } from '@/lib/list-params';
import type { UserViewSortKey, UserViewsQuery } from '@/features/admin/api/users';

/**
 * A user's view history (the Logs tab) keeps its sort and page in the URL under the API's names
 * (`sortBy`, `orderBy`, `pageNumber`, `pageSize`), as the user list does.
 */
export interface UserViewsState {
  sort: SortState & { by: UserViewSortKey };
  pageNumber: number;
  pageSize: number;
}

/** Spec section 9: the views log shows 25 rows by default. */
export const defaultViewsPageSize = 25;

/** Every sort key the API takes, with the order its column starts in: names A to Z, dates newest first. */
export const viewSortFirstOrder: Readonly<Record<UserViewSortKey, SortOrder>> = {
  dateCreated: 'DESC',
  groupName: 'ASC',
  programName: 'ASC',
};

/** The newest views first, as the server sorts without `sortBy`. */
export const defaultViewsSort: UserViewsState['sort'] = { by: 'dateCreated', order: 'DESC' };

/** The log's state from the URL; anything unknown or out of range falls back to the default. */
export function readUserViewsState(params: URLSearchParams): UserViewsState {
  const pageSize = positiveIntParam(params.get('pageSize'));
  return {
    sort: sortParams(params, viewSortFirstOrder, defaultViewsSort.by),
    pageNumber: positiveIntParam(params.get('pageNumber')) ?? 1,
    pageSize:
      pageSize !== undefined && (pageSizeOptions as readonly number[]).includes(pageSize) ? pageSize : defaultViewsPageSize,
  };
}

/** `GET /admin/users/{userId}/views` for the state. */
export function userViewsApiQuery(state: UserViewsState): UserViewsQuery {
  return {
    sortBy: state.sort.by,
    orderBy: state.sort.order,
    pageSize: state.pageSize,
    pageNumber: state.pageNumber,
  };
}

/** Another page size starts again from page 1; the default size leaves the URL. */
export function withViewsPageSize(params: URLSearchParams, pageSize: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (pageSize === defaultViewsPageSize) next.delete('pageSize');
  else next.set('pageSize', String(pageSize));
  next.delete('pageNumber');
  return next;
}

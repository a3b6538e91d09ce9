import type { SortOrder, SortState } from '@/components/DataTable/sort';
import { pageSizeOptions } from '@/config/ui';
import { positiveIntParam, sortParams } from '@/lib/list-params';
import type { UserListQuery, UserSortKey } from '@/features/admin/api/users';

/**
 * The administrators' user list keeps its search, sort and page in the URL under the API's names
 * (`search`, `sortBy`, `orderBy`, `pageNumber`, `pageSize`), so a reload or a shared link shows the
 * same rows.
 */
export interface UserListState {
  /** The search box's text as the URL holds it (trimmed); searched only once it is long enough. */
  search: string;
  sort: SortState & { by: UserSortKey };
  pageNumber: number;
  pageSize: number;
}

/** Spec section 5: the search starts at 3 characters (spaces not counted), after a 500 ms pause. */
export const minSearchChars = 3;
export const searchDelayMs = 500;

/** Spec section 9: the admin user list shows 10 rows by default. */
export const defaultUserPageSize = 10;

/** The newest accounts first, as the server sorts without `sortBy`. */
export const defaultUserSort: UserListState['sort'] = { by: 'dateCreated', order: 'DESC' };

/** Every sort key the API takes, with the order its column starts in: text A to Z, dates newest first. */
export const userSortFirstOrder: Readonly<Record<UserSortKey, SortOrder>> = {
  email: 'ASC',
  firstName: 'ASC',
  lastName: 'ASC',
  dateCreated: 'DESC',
};

/** The term to search for, trimmed, or none while it has fewer than 3 characters besides spaces. */
export function searchableTerm(text: string): string | undefined {
  const term = text.trim();
  return term.replace(/\s/g, '').length >= minSearchChars ? term : undefined;
}

/** Text in the box that is not yet a search: the box says how many characters it needs. */
export function isTooShort(text: string): boolean {
  return text.trim() !== '' && searchableTerm(text) === undefined;
}

/** The list's state from the URL; anything unknown or out of range falls back to the default. */
export function readUserListState(params: URLSearchParams): UserListState {
  const pageSize = positiveIntParam(params.get('pageSize'));
  return {
    search: (params.get('search') ?? '').trim(),
    sort: sortParams(params, userSortFirstOrder, defaultUserSort.by),
    pageNumber: positiveIntParam(params.get('pageNumber')) ?? 1,
    pageSize: pageSize !== undefined && (pageSizeOptions as readonly number[]).includes(pageSize) ? pageSize : defaultUserPageSize,
  };
}

/** `GET /admin/users` for the state: a search too short to send is left out (the whole list). */
export function userListApiQuery(state: UserListState): UserListQuery {
  const search = searchableTerm(state.search);
  return {
    ...(search === undefined ? {} : { search }),
    sortBy: state.sort.by,
    orderBy: state.sort.order,
    pageSize: state.pageSize,
    pageNumber: state.pageNumber,
  };
}

/** The URL after the search box settles: its trimmed text, from the first page. */
export function withSearch(params: URLSearchParams, text: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const term = text.trim();
  if (term === '') next.delete('search');
  else next.set('search', term);
  next.delete('pageNumber');
  return next;
}

/** Another page size starts again from page 1; the default size leaves the URL. */
export function withUserPageSize(params: URLSearchParams, pageSize: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (pageSize === defaultUserPageSize) next.delete('pageSize');
  else next.set('pageSize', String(pageSize));
  next.delete('pageNumber');
  return next;
}

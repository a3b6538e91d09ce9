import type { SortOrder, SortState } from '@/components/DataTable/sort';
import type { Lang } from '@/config/languages';
import { pageSizeOptions } from '@/config/ui';
import { positiveIntParam, sortParams } from '@/lib/list-params';
import type { AdminProgramQuery, AdminProgramSortKey } from '@/features/admin/api/programs';
import { allProgramStatusIds } from '@/features/admin/model/program-status';
import { searchableTerm } from '@/features/admin/model/user-list-state';

/** The columns of All Programs that sort, as the API names them. */
export type ProgramSortKey = Exclude<AdminProgramSortKey, 'dateArchived'>;

/**
 * All Programs keeps its filters, search, sort and page in the URL under the API's names
 * (`filterByPlatformId`, `filterByProgramStatusIds`, `search`, `sortBy`, `orderBy`, `pageNumber`,
 * `pageSize`), as the Users tab does, so a reload or a shared link shows the same rows.
 */
export interface ProgramListState {
  search: string;
  sort: SortState & { by: ProgramSortKey };
  pageNumber: number;
  pageSize: number;
  platformId: number | undefined;
  /** The statuses shown, ascending; empty shows every status. */
  statusIds: number[];
}

/** Spec section 9: All Programs shows 25 rows by default. */
export const defaultProgramPageSize = 25;

/** Every sortable column with the order it starts in: text A to Z, the newest first. */
export const programSortFirstOrder: Readonly<Record<ProgramSortKey, SortOrder>> = {
  programName: 'ASC',
  groupName: 'ASC',
  programStatus: 'ASC',
  dateCreated: 'DESC',
};

/** By program name, A to Z, as the server sorts without `sortBy`. */
export const defaultProgramSort: ProgramListState['sort'] = { by: 'programName', order: 'ASC' };

/** The status ids of a comma list that the API knows, once each, ascending; anything else is dropped. */
export function parseStatusIds(value: string | null): number[] {
  const ids = (value ?? '').split(',').map(Number);
  return allProgramStatusIds.filter((id) => ids.includes(id));
}

/** The list's state from the URL; anything unknown or out of range falls back to the default. */
export function readProgramListState(params: URLSearchParams): ProgramListState {
  const pageSize = positiveIntParam(params.get('pageSize'));
  return {
    search: (params.get('search') ?? '').trim(),
    sort: sortParams(params, programSortFirstOrder, defaultProgramSort.by),
    pageNumber: positiveIntParam(params.get('pageNumber')) ?? 1,
    pageSize:
      pageSize !== undefined && (pageSizeOptions as readonly number[]).includes(pageSize) ? pageSize : defaultProgramPageSize,
    platformId: positiveIntParam(params.get('filterByPlatformId')),
    statusIds: parseStatusIds(params.get('filterByProgramStatusIds')),
  };
}

/** `GET /admin/programs` for the state: filters left out when unset, a short search too. */
export function programListApiQuery(state: ProgramListState): AdminProgramQuery {
  const search = searchableTerm(state.search);
  return {
    ...(state.statusIds.length === 0 ? {} : { filterByProgramStatusIds: state.statusIds.join(',') }),
    ...(state.platformId === undefined ? {} : { filterByPlatformId: state.platformId }),
    ...(search === undefined ? {} : { search }),
    sortBy: state.sort.by,
    orderBy: state.sort.order,
    pageSize: state.pageSize,
    pageNumber: state.pageNumber,
  };
}

/**
 * The unfiltered first page, as the tab opens: whether it has any row decides whether the tab is
 * shown at all (spec: "shown only if data exists"), and the tab then opens on it from the cache.
 */
export const unfilteredProgramListQuery: AdminProgramQuery = programListApiQuery(
  readProgramListState(new URLSearchParams()),
);

/** The URL showing another platform (none: every platform), from the first page. */
export function withPlatform(params: URLSearchParams, platformId: number | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (platformId === undefined) next.delete('filterByPlatformId');
  else next.set('filterByPlatformId', String(platformId));
  next.delete('pageNumber');
  return next;
}

/** The URL showing other statuses (none: every status), from the first page. */
export function withStatuses(params: URLSearchParams, statusIds: readonly number[]): URLSearchParams {
  const next = new URLSearchParams(params);
  const ids = allProgramStatusIds.filter((id) => statusIds.includes(id));
  if (ids.length === 0) next.delete('filterByProgramStatusIds');
  else next.set('filterByProgramStatusIds', ids.join(','));
  next.delete('pageNumber');
  return next;
}

/** Another page size starts again from page 1; the default size leaves the URL. */
export function withProgramPageSize(params: URLSearchParams, pageSize: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (pageSize === defaultProgramPageSize) next.delete('pageSize');
  else next.set('pageSize', String(pageSize));
  next.delete('pageNumber');
  return next;
}

/** The names of a program's platforms in the list's order, as the language lists them. */
export function platformList(
  platformIds: readonly number[],
  platforms: readonly { id: number; name: string }[],
  lang: Lang,
): string {
  return platforms
    .filter((platform) => platformIds.includes(platform.id))
    .map((platform) => platform.name)
    .join(lang === 'zh-hans' ? '、' : ', ');
}

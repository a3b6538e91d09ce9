import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components, operations, paths } from '@/api/schema';
import { api, unwrap } from '@/lib/api';

export type GroupSummary = components['schemas']['GroupSummary'];
export type CreatedGroup = components['schemas']['CreatedGroup'];

/** `GET /admin/groups` query: status filter, search, sort and page of the administrators' company list. */
export type GroupListQuery = NonNullable<operations['listGroups']['parameters']['query']>;
export type GroupSortKey = NonNullable<GroupListQuery['sortBy']>;

/** Every page of the company list. */
export const groupListKey = ['admin', 'groups', 'list'] as const;

/**
 * Every company as CSV (`groups.csv`), downloaded by the browser itself: the session's access
 * cookie goes with any same-origin GET (only unsafe methods need the CSRF header the client adds).
 */
export const groupsCsvPath = '/api/v1/admin/groups.csv' satisfies keyof paths;

/** One page of the company list; the previous page stays on screen while the next loads. */
export function groupListQuery(query: GroupListQuery) {
  return queryOptions({
    queryKey: [...groupListKey, query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/admin/groups', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** Group status ids (reference list `groupStatuses`). */
export const groupStatusIds = { active: 1, pending: 2, closed: 3, deleted: 4, portfolioAptOnly: 5 } as const;

/**
 * Activates a pending company. The status it was listed with is sent as the expected one, so an
 * activation decided on a stale list (another administrator closed or deleted it meanwhile) is
 * refused with `conflict` instead of overriding that decision.
 */
export function activateGroup(groupUri: string): Promise<unknown> {
  return unwrap(
    api.PATCH('/api/v1/groups/{groupUri}/status', {
      params: { path: { groupUri } },
      body: { groupStatusId: groupStatusIds.active, expectedStatusId: groupStatusIds.pending },
    }),
  );
}

/** Marks a company Deleted: it leaves every public list, its programs and history stay. */
export function deleteGroup(groupUri: string): Promise<void> {
  return unwrap(api.DELETE('/api/v1/groups/{groupUri}', { params: { path: { groupUri } } }));
}

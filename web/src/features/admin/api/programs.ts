import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components, operations } from '@/api/schema';
import { api, unwrap } from '@/lib/api';

/** A program as administration lists it: its company, status, platforms and dates. */
export type AdminProgram = components['schemas']['ProgramSummary'];

/** `GET /admin/programs` query: statuses, platform, archiving date, search, sort and page. */
export type AdminProgramQuery = NonNullable<operations['listAdminPrograms']['parameters']['query']>;
export type AdminProgramSortKey = NonNullable<AdminProgramQuery['sortBy']>;

/** Every cached page of administration's program lists (Recently Archived and All Programs). */
export const adminProgramsKey = ['admin', 'programs'] as const;

/**
 * A page fetched this recently is shown as it is when a list opens on it: the administration
 * page's check that All Programs has programs and the tab then opening on that same page make one
 * request, while a change made elsewhere still shows on the next visit.
 */
const reuseMs = 30_000;

/** One page of the programs; the previous page stays on screen while the next loads. */
export function adminProgramListQuery(query: AdminProgramQuery) {
  return queryOptions({
    queryKey: [...adminProgramsKey, query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/admin/programs', { params: { query }, signal })),
    placeholderData: keepPreviousData,
    staleTime: reuseMs,
  });
}

/** Deletes a program (administrators): the server marks it Deleted, so it leaves the listings. */
export function removeProgram(groupUri: string, programUri: string): Promise<void> {
  return unwrap(
    api.DELETE('/api/v1/groups/{groupUri}/programs/{programUri}', { params: { path: { groupUri, programUri } } }),
  );
}

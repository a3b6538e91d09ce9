import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components, paths } from '@/api/schema';
import type { SortOrder } from '@/components/DataTable/sort';
import { api, unwrap } from '@/lib/api';

type Schemas = components['schemas'];

/** GET /groups/{groupUri}/programs/{programUri}, with the engine's stored statistics. */
export type ProgramDetail = Schemas['ProgramDetail'];

export type Share = Schemas['Share'];
export type MonthRecord = Schemas['MonthRecord'];

export type ViewLogPage = Schemas['ViewLogPage'];
export type ViewLogEntry = Schemas['ViewLogEntry'];

/** Program status ids (reference list `programStatuses`). */
export const programStatus = { active: 1, pending: 2, archived: 3, deleted: 4 } as const;

/** Membership status ids (reference list `membershipStatuses`, docs/conventions.md). */
export const membershipStatus = { open: 1, closed: 2 } as const;

export function programQuery(groupUri: string, programUri: string) {
  return queryOptions({
    queryKey: ['groups', groupUri, 'programs', programUri],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/groups/{groupUri}/programs/{programUri}', { params: { path: { groupUri, programUri } }, signal }),
      ),
  });
}

export interface ViewLogRequest {
  pageNumber: number;
  pageSize: number;
  orderBy: SortOrder;
}

export function programViewsQuery(programId: number, request: ViewLogRequest) {
  return queryOptions({
    queryKey: ['programs', programId, 'views', request],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/programs/{programId}/views', { params: { path: { programId }, query: { ...request } }, signal })),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
    // A fresh view is logged on every visit: the log is never considered current.
    staleTime: 0,
  });
}

/**
 * The view log as a CSV file. A link the browser follows (and downloads, with the session
 * cookie), not a call through the client: the path is still checked against the OpenAPI paths.
 */
export function programViewsCsvHref(programId: number): string {
  const path: keyof paths = '/api/v1/programs/{programId}/views.csv';
  return path.replace('{programId}', String(programId));
}

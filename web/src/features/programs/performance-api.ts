import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { apiGet, apiPost, apiPut } from '@/lib/api';

type Schemas = components['schemas'];

export type MonthEntry = Schemas['MonthEntry'];
export type ProgramReturns = Schemas['ProgramReturns'];
export type SaveReturns = Schemas['SaveReturns'];
export type SavedReturns = Schemas['SavedReturns'];
export type Revision = Schemas['Revision'];
export type RevisionChange = Schemas['RevisionChange'];
export type RevisionList = Schemas['RevisionList'];

function returnsPath(groupUri: string, programUri: string): string {
  return `/groups/${encodeURIComponent(groupUri)}/programs/${encodeURIComponent(programUri)}/returns`;
}

/** Under the program's own key, so invalidating the program refreshes these too. */
export function returnsQuery(groupUri: string, programUri: string) {
  return queryOptions({
    queryKey: ['groups', groupUri, 'programs', programUri, 'returns'],
    queryFn: ({ signal }) => apiGet<ProgramReturns>(returnsPath(groupUri, programUri), { signal }),
  });
}

export function revisionsQuery(groupUri: string, programUri: string) {
  return queryOptions({
    queryKey: ['groups', groupUri, 'programs', programUri, 'revisions'],
    queryFn: ({ signal }) => apiGet<RevisionList>(`${returnsPath(groupUri, programUri)}/revisions`, { signal }),
  });
}

/** A manual save: the months at or after inception replace the stored ones. */
export function saveReturns(groupUri: string, programUri: string, body: SaveReturns): Promise<SavedReturns> {
  return apiPut<SavedReturns>(returnsPath(groupUri, programUri), body);
}

/**
 * The previewed CSV file, sent as it is: the server parses it with the same parser. `version` is
 * that of the returns the page loaded; a newer stored one refuses the upload (`conflict`).
 */
export function uploadReturns(groupUri: string, programUri: string, text: string, version: number): Promise<SavedReturns> {
  return apiPost<SavedReturns>(`${returnsPath(groupUri, programUri)}/upload`, new Blob([text], { type: 'text/csv' }), {
    query: { version },
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api, unwrap } from '@/lib/api';

type Schemas = components['schemas'];

export type MonthEntry = Schemas['MonthEntry'];
export type ProgramReturns = Schemas['ProgramReturns'];
export type SaveReturns = Schemas['SaveReturns'];
export type SavedReturns = Schemas['SavedReturns'];
export type Revision = Schemas['Revision'];
export type RevisionChange = Schemas['RevisionChange'];
export type RevisionList = Schemas['RevisionList'];

/** Under the program's own key, so invalidating the program refreshes these too. */
export function returnsQuery(groupUri: string, programUri: string) {
  return queryOptions({
    queryKey: ['groups', groupUri, 'programs', programUri, 'returns'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/groups/{groupUri}/programs/{programUri}/returns', { params: { path: { groupUri, programUri } }, signal })),
  });
}

export function revisionsQuery(groupUri: string, programUri: string) {
  return queryOptions({
    queryKey: ['groups', groupUri, 'programs', programUri, 'revisions'],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/groups/{groupUri}/programs/{programUri}/returns/revisions', {
          params: { path: { groupUri, programUri } },
          signal,
        }),
      ),
  });
}

/** A manual save: the months at or after inception replace the stored ones. */
export function saveReturns(groupUri: string, programUri: string, body: SaveReturns): Promise<SavedReturns> {
  return unwrap(api.PUT('/api/v1/groups/{groupUri}/programs/{programUri}/returns', { params: { path: { groupUri, programUri } }, body }));
}

/**
 * The previewed CSV file, sent as it is: the server parses it with the same parser. `version` is
 * that of the returns the page loaded; a newer stored one refuses the upload (`conflict`).
 */
export function uploadReturns(groupUri: string, programUri: string, text: string, version: number): Promise<SavedReturns> {
  return unwrap(
    api.POST('/api/v1/groups/{groupUri}/programs/{programUri}/returns/upload', {
      params: { path: { groupUri, programUri }, query: { version } },
      body: text,
      headers: { 'Content-Type': 'text/csv' },
      // The text as it is, not a JSON string.
      bodySerializer: (csv: string) => csv,
    }),
  );
}

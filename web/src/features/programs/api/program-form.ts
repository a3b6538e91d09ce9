import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api, unwrap } from '@/lib/api';

type Schemas = components['schemas'];

export type Share = Schemas['ShareInput'];
export type ProgramInput = Schemas['ProgramInput'];
/** GET …/programs/{programUri}/form, and the answer of a save. */
export type ProgramForm = Schemas['ProgramForm'];
/** Body of POST /groups/{groupUri}/programs and PUT …/programs/{programUri}. */
export type SaveProgram = Schemas['SaveProgram'];

/** The program as its edit form holds it. */
export function programFormQuery(groupUri: string, programUri: string) {
  return queryOptions({
    queryKey: ['groups', groupUri, 'programs', programUri, 'form'],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/groups/{groupUri}/programs/{programUri}/form', { params: { path: { groupUri, programUri } }, signal }),
      ),
    // The form edits what is stored now, never a cached copy.
    staleTime: 0,
  });
}

/** The companies an administrator may move a program to. */
export const groupChoicesQuery = queryOptions({
  queryKey: ['admin', 'group-choices'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/admin/group-choices', { signal })),
});

export function addProgram(groupUri: string, body: SaveProgram): Promise<ProgramForm> {
  return unwrap(api.POST('/api/v1/groups/{groupUri}/programs', { params: { path: { groupUri } }, body }));
}

export function saveProgram(groupUri: string, programUri: string, body: SaveProgram): Promise<ProgramForm> {
  return unwrap(api.PUT('/api/v1/groups/{groupUri}/programs/{programUri}', { params: { path: { groupUri, programUri } }, body }));
}

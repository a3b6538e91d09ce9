import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api, unwrap } from '@/lib/api';

type Schemas = components['schemas'];

export type Share = Schemas['ShareInput'];
type RequiredChoice = 'programStatusId' | 'programTypeId' | 'membershipStatusId' | 'carorType';
/** The program as the form composes it: a required choice may still be empty, which it refuses first. */
export type ProgramInput = Omit<Schemas['ProgramInput'], RequiredChoice> & Record<RequiredChoice, number | null>;
/** GET …/programs/{programUri}/form, and the answer of a save. */
export type ProgramForm = Schemas['ProgramForm'];
/**
 * The body of POST /groups/{groupUri}/programs and PUT …/programs/{programUri} as the form composes
 * it: unticked until certified, and no version when adding.
 */
export type SaveProgram = Omit<Schemas['SaveProgram'], 'program' | 'acceptedAgreement' | 'version'> & {
  program: ProgramInput;
  acceptedAgreement: boolean;
  version: number | null;
};

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

/**
 * Adds a program. The form refuses an empty choice and an unticked certification before it sends,
 * and the server checks both again: the draft goes out as the schema's body (here and on save).
 */
export function addProgram(groupUri: string, body: SaveProgram): Promise<ProgramForm> {
  return unwrap(
    api.POST('/api/v1/groups/{groupUri}/programs', {
      params: { path: { groupUri } },
      body: body as Schemas['SaveProgram'],
    }),
  );
}

/** Saves an edit: the draft carries the version it was loaded at. */
export function saveProgram(groupUri: string, programUri: string, body: SaveProgram): Promise<ProgramForm> {
  return unwrap(
    api.PUT('/api/v1/groups/{groupUri}/programs/{programUri}', {
      params: { path: { groupUri, programUri } },
      body: body as Schemas['EditProgram'],
    }),
  );
}

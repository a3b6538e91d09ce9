import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api, unwrap } from '@/lib/api';

type Schemas = components['schemas'];

/** GET /programs/{programId}/awards: the program's top-three places in the indexes' monthly rankings. */
export type ProgramAwards = Schemas['ProgramAwards'];
export type ProgramAward = Schemas['ProgramAward'];

export function programAwardsQuery(programId: number) {
  return queryOptions({
    queryKey: ['programs', programId, 'awards'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/programs/{programId}/awards', { params: { path: { programId } }, signal })),
  });
}

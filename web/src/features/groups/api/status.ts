import type { components } from '@/api/schema';
import { api, unwrap } from '@/lib/api';

export type GroupStatusChange = components['schemas']['GroupStatusChange'];
export type ProgramStatusChange = components['schemas']['ProgramStatusChange'];

export function setGroupStatus(groupUri: string, change: GroupStatusChange): Promise<unknown> {
  return unwrap(api.PATCH('/api/v1/groups/{groupUri}/status', { params: { path: { groupUri } }, body: change }));
}

export function setProgramStatus(groupUri: string, programUri: string, change: ProgramStatusChange): Promise<unknown> {
  return unwrap(
    api.PATCH('/api/v1/groups/{groupUri}/programs/{programUri}/status', {
      params: { path: { groupUri, programUri } },
      body: change,
    }),
  );
}

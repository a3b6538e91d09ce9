import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { apiGet } from '@/lib/api';

export type GroupProfile = components['schemas']['GroupProfile'];

/** Group status ids (reference list `groupStatuses`). */
export const groupStatus = { active: 1, pending: 2 } as const;

export function groupQuery(groupUri: string) {
  return queryOptions({
    queryKey: ['groups', groupUri],
    queryFn: ({ signal }) => apiGet<GroupProfile>(`/groups/${encodeURIComponent(groupUri)}`, { signal }),
  });
}

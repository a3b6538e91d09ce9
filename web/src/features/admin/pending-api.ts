import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { pendingQueryKey } from '@/components/Approval/use-activation';
import { apiGet } from '@/lib/api';

export type PendingItems = components['schemas']['PendingItems'];
export type PendingGroup = components['schemas']['PendingGroup'];
export type PendingProgram = components['schemas']['PendingProgram'];

/** Companies and programs waiting for an administrator's approval, oldest first. */
export const pendingQuery = queryOptions({
  queryKey: pendingQueryKey,
  queryFn: ({ signal }) => apiGet<PendingItems>('/admin/pending', { signal }),
});

import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api, unwrap } from '@/lib/api';

/** Query key of the administrators' pending list (`GET /admin/pending`). */
export const pendingQueryKey = ['admin', 'pending'] as const;

export type PendingItems = components['schemas']['PendingItems'];
export type PendingGroup = components['schemas']['PendingGroup'];
export type PendingProgram = components['schemas']['PendingProgram'];

/** Companies and programs waiting for an administrator's approval, oldest first. */
export const pendingQuery = queryOptions({
  queryKey: pendingQueryKey,
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/admin/pending', { signal })),
});

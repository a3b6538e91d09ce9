import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { queryStaleTimeMs } from '@/config/query';
import { api, unwrap } from './api';

export type HealthResponse = components['schemas']['HealthResponse'];

export const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/health', { signal })),
  staleTime: queryStaleTimeMs,
});

/** Server health; the footer reads `demoData` to say the figures are synthetic. */
export function useHealth() {
  return useQuery(healthQuery);
}

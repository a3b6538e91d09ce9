import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { queryStaleTimeMs } from '@/config/query';
import { api, unwrap } from '@/lib/api';

type Schemas = components['schemas'];

/**
 * GET /return-statistics: the dashboard's Top Rankings and Database Stats (and, for
 * administrators, Blender and Misc Stats).
 */
export type ReturnStatistics = Schemas['ReturnStatistics'];
export type ReturnFigures = Schemas['ReturnFigures'];
export type HistogramBucket = Schemas['HistogramBucket'];
export type IndexIdentity = Schemas['IndexIdentity'];

/**
 * The figures of the dashboard. The key names the member: administrators get more than members,
 * so after signing in as someone else in the same tab the cache never shows the other's figures.
 */
export function returnStatisticsQuery(email: string) {
  return queryOptions({
    queryKey: ['return-statistics', email],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/return-statistics', { signal })),
    staleTime: queryStaleTimeMs,
  });
}

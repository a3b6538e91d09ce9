import { queryOptions } from '@tanstack/react-query';
import { queryStaleTimeMs } from '@/config/query';
import { api, unwrap } from '@/lib/api';

export const marketQuotesQuery = queryOptions({
  queryKey: ['market-quotes'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/market-quotes', { signal })),
  staleTime: queryStaleTimeMs,
});

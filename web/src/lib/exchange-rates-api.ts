import { queryOptions } from '@tanstack/react-query';
import { queryStaleTimeMs } from '@/config/query';
import { api, unwrap } from './api';

/**
 * The currencies the site has a rate for, each with its latest rate (US dollars per unit), the
 * dollar first at 1: the choices of a blend's base currency.
 */
export const latestExchangeRatesQuery = queryOptions({
  queryKey: ['exchange-rates', 'latest'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/exchange-rates', { signal })).then((list) => list.items),
  staleTime: queryStaleTimeMs,
});

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/**
 * One page of a listing. `apiQuery` is the query string `listingApiQuery` builds from the URL's
 * state (tested there), sent as it is: it already repeats multi-value keys as the API expects.
 */
export function listingQuery(apiQuery: string) {
  return queryOptions({
    queryKey: ['listings', apiQuery],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/programs', { querySerializer: () => apiQuery, signal })),
    placeholderData: keepPreviousData,
  });
}

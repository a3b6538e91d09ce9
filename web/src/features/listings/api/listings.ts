import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ListingApiQuery } from '@/features/listings/model/listing-state';

/**
 * One page of a listing, for the query `listingApiQuery` builds from the URL's state. The
 * client repeats a multi-value key for each value (`a=1&a=2`), as the API reads them.
 */
export function listingQuery(query: ListingApiQuery) {
  return queryOptions({
    queryKey: ['listings', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/programs', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

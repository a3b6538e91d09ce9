import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryStaleTimeMs } from '@/config/query';
import { api, unwrap } from '@/lib/api';

function frequencyQuery(kind: 'subscription' | 'redemption') {
  return queryOptions({
    queryKey: ['programs', `${kind}-frequency-types`],
    queryFn: ({ signal }) =>
      unwrap(
        kind === 'subscription'
          ? api.GET('/api/v1/programs/subscription-frequency-types', { signal })
          : api.GET('/api/v1/programs/redemption-frequency-types', { signal }),
      ),
    staleTime: queryStaleTimeMs,
  });
}

/** The spec's two public lists of subscription and redemption frequencies, in their sort order. */
export function useFrequencyTypes() {
  const subscription = useQuery(frequencyQuery('subscription')).data?.items;
  const redemption = useQuery(frequencyQuery('redemption')).data?.items;
  return { subscription, redemption };
}

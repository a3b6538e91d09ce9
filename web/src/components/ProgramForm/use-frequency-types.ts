import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { queryStaleTimeMs } from '@/config/query';
import { apiGet } from '@/lib/api';

type ReferenceItems = components['schemas']['ReferenceItems'];

function frequencyQuery(kind: 'subscription' | 'redemption') {
  return queryOptions({
    queryKey: ['programs', `${kind}-frequency-types`],
    queryFn: ({ signal }) => apiGet<ReferenceItems>(`/programs/${kind}-frequency-types`, { signal }),
    staleTime: queryStaleTimeMs,
  });
}

/** The spec's two public lists of subscription and redemption frequencies, in their sort order. */
export function useFrequencyTypes() {
  const subscription = useQuery(frequencyQuery('subscription')).data?.items;
  const redemption = useQuery(frequencyQuery('redemption')).data?.items;
  return { subscription, redemption };
}

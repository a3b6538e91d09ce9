import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryStaleTimeMs } from '@/config/query';
import { useLang } from '@/i18n/i18n-context';
import { api, unwrap } from './api';
import { localizeCountries, type Country } from './countries';

export const countriesQuery = queryOptions({
  queryKey: ['countries'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/countries', { signal })),
  staleTime: queryStaleTimeMs,
});

/** The countries in the interface language, sorted by name; undefined until they have loaded. */
export function useCountries(): Country[] | undefined {
  const lang = useLang();
  const { data } = useQuery(countriesQuery);
  return useMemo(() => (data ? localizeCountries(data, lang) : undefined), [data, lang]);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { components } from '@/api/schema';
import type { Lang } from '@/config/languages';
import { queryStaleTimeMs } from '@/config/query';
import { useLang } from '@/i18n/i18n-context';
import { api, unwrap } from './api';

export type ReferenceData = components['schemas']['ReferenceData'];
export type ReferenceItem = components['schemas']['ReferenceItem'];

export const referenceDataQuery = queryOptions({
  queryKey: ['reference'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/reference', { signal })),
  staleTime: queryStaleTimeMs,
});

/** The spec's enumerations (program types, sectors, strategies, currencies, …), fetched once. */
export function useReferenceData() {
  return useQuery(referenceDataQuery);
}

/** The item's name in the interface language, English when no translation was entered. */
export function referenceName(item: ReferenceItem, lang: Lang): string {
  return lang === 'zh-hans' && item.nameZh !== '' ? item.nameZh : item.nameEn;
}

/** Every platform named in the interface language; empty until the reference data has loaded. */
export function usePlatforms(): { id: number; name: string }[] {
  const lang = useLang();
  const platforms = useReferenceData().data?.platforms;
  return useMemo(
    () => (platforms ?? []).map((platform) => ({ id: platform.id, name: referenceName(platform, lang) })),
    [platforms, lang],
  );
}

import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { apiGet } from '@/lib/api';

type Schemas = components['schemas'];

/** A choice of the comparison dropdown: a program or an index. */
export type CompareItem = Schemas['CompareItem'];
export type SeriesKind = Schemas['SeriesKind'];

/** GET /compare-series: a series' growth of 1,000. */
export type CompareSeries = Schemas['CompareSeries'];

/** The programs and indexes a chart can compare with (program page, blender). */
export const compareItemsQuery = queryOptions({
  queryKey: ['compare-items'],
  queryFn: ({ signal }) => apiGet<CompareItem[]>('/compare-items', { signal }),
});

export function compareSeriesQuery(kind: SeriesKind, id: number) {
  return queryOptions({
    queryKey: ['compare-series', kind, id],
    queryFn: ({ signal }) => apiGet<CompareSeries>('/compare-series', { query: { kind, id }, signal }),
  });
}

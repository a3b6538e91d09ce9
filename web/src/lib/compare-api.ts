import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api';
import type { SeriesKind } from './compare';

/** The programs and indexes a chart can compare with (program page, blender). */
export const compareItemsQuery = queryOptions({
  queryKey: ['compare-items'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/compare-items', { signal })),
});

export function compareSeriesQuery(kind: SeriesKind, id: number) {
  return queryOptions({
    queryKey: ['compare-series', kind, id],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/compare-series', { params: { query: { kind, id } }, signal })),
  });
}

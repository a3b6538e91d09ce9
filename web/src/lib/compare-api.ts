import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap } from './api';
import { searchPrograms } from './program-search-api';
import type { ChartComparison, CompareSeries, SeriesKind, SeriesRef } from './compare';

/** The programs and indexes a chart can compare with (program page, index page, blender). */
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

/** Keeps the comparison series' data stable between renders, so the chart redraws only on change. */
function seriesResults(results: UseQueryResult<CompareSeries>[]) {
  return {
    series: results.map((result) => result.data),
    error: results.find((result) => result.error)?.error ?? null,
  };
}

/** Each pick's growth of 1,000 once it has arrived (in the picks' order), and the first failure. */
export function useCompareSeries(picks: readonly SeriesRef[]) {
  return useQueries({
    queries: picks.map((pick) => compareSeriesQuery(pick.kind, pick.id)),
    combine: seriesResults,
  });
}

/** A growth chart's comparisons, none picked at first (the program page, an index's snapshot). */
export function useChartComparison(): ChartComparison {
  const [picks, setPicks] = useState<SeriesRef[]>([]);
  const { series, error } = useCompareSeries(picks);
  const { data: items, error: itemsError } = useQuery(compareItemsQuery);
  return { items, itemsError, picks, onPicksChange: setPicks, compared: series, comparedError: error, searchPrograms };
}

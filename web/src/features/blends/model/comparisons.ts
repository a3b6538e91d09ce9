import { sameSeries, type CompareItem, type SeriesRef } from '@/lib/compare';

/** The main CTA index: the comparison index with a fixed id the spec has the blender chart by default. */
export const mainIndexUri = 'cta-index';

/**
 * The series on the blender's chart before the member picks any: the benchmark (the S&P 500, the
 * first index the server lists) and the main CTA index, each once and only when listed.
 */
export function defaultComparisons(items: readonly CompareItem[]): SeriesRef[] {
  const benchmark = items.find((item) => item.kind === 'index');
  const mainIndex = items.find((item) => item.kind === 'index' && item.portfolioUri === mainIndexUri);
  const picks: SeriesRef[] = [];
  for (const item of [benchmark, mainIndex]) {
    if (item && !picks.some((pick) => sameSeries(pick, item))) picks.push({ kind: item.kind, id: item.id });
  }
  return picks;
}

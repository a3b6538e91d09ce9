import { sameSeries, type CompareItem, type SeriesRef } from '@/lib/compare';
import type { Engine, RiskMeasures } from '@/lib/engine';
import type { MonthSpan } from './coverage';

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

/** Monthly returns as the API sends a blend's programs and its benchmark: `yyyymm` months and fractions. */
export interface MonthlyReturns {
  months: readonly number[];
  values: readonly number[];
}

/**
 * The engine's risk measures of `series` over the months of `period` (the blend's), against the
 * whole `benchmark` when there is one; undefined without a month in the period. A blend of the
 * series alone at leverage 1 has the series' own returns, so its risk measures are the series'
 * (tested), and `computeShown` skips the drawdown report, runs and rolling figures
 * `programStatistics` computes: a third of the time, which a change of the blend's months spends
 * once for every program of the blend.
 */
export function riskMeasuresWithin(
  engine: Engine,
  series: MonthlyReturns,
  benchmark: MonthlyReturns | undefined,
  period: MonthSpan,
): RiskMeasures | undefined {
  const kept = series.months.flatMap((month, index) => (month >= period.first && month <= period.last ? [index] : []));
  if (kept.length === 0) return undefined;
  const input = new engine.BlendInput();
  try {
    input.addComponent(
      Int32Array.from(kept, (index) => series.months[index] ?? 0),
      Float64Array.from(kept, (index) => series.values[index] ?? 0),
      1,
      1,
    );
    if (benchmark && benchmark.months.length > 0) {
      input.setBenchmark(Int32Array.from(benchmark.months), Float64Array.from(benchmark.values));
    }
    return input.computeShown(false).statistics.riskMeasures;
  } finally {
    input.free();
  }
}

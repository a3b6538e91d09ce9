import { useMemo, useState } from 'react';
import { CrisisPeriods, RiskMeasuresTable, type RiskColumnHead } from '@/components/SeriesStatistics/RiskStatistics';
import { useT } from '@/i18n/i18n-context';
import type { RiskMeasures } from '@/lib/engine';
import type { BlendBenchmark, BlendOrder } from '@/features/blends/api/blends';
import type { Comparisons } from '@/features/blends/hooks/use-comparisons';
import type { MonthlyReturns } from '@/features/blends/model/comparisons';
import type { BlendResult } from '@/features/blends/model/blend-computer';
import type { MonthSpan } from '@/features/blends/model/coverage';

type Measures = RiskMeasures | undefined;

interface ComparedEntry {
  period: string;
  returns: readonly MonthlyReturns[];
  measures: readonly Measures[];
}

// Per benchmark (one per blend), the programs' and the S&P 500's columns last shown: the same
// array while the blend's months and programs are, so an edit of an amount leaves those columns
// (and their formatted figures) alone.
const comparedCache = new WeakMap<MonthlyReturns, ComparedEntry>();
const withoutBenchmark: MonthlyReturns = { months: [], values: [] };

/**
 * Each program's measures over `period`, then the S&P 500's when there is one; undefined without
 * a month there.
 */
function comparedMeasures(
  riskMeasuresOf: Comparisons['riskMeasuresOf'],
  returns: readonly MonthlyReturns[],
  benchmark: MonthlyReturns | undefined,
  period: MonthSpan | undefined,
): readonly Measures[] {
  const periodKey = period ? `${String(period.first)}-${String(period.last)}` : '';
  const cached = comparedCache.get(benchmark ?? withoutBenchmark);
  if (cached?.period === periodKey && cached.returns.length === returns.length && cached.returns.every((r, index) => r === returns[index])) {
    return cached.measures;
  }
  const series = benchmark ? [...returns, benchmark] : returns;
  const measures = series.map((one) => (period ? riskMeasuresOf(one, benchmark, period) : undefined));
  comparedCache.set(benchmark ?? withoutBenchmark, { period: periodKey, returns, measures });
  return measures;
}

const headsKey = (heads: readonly RiskColumnHead[]) => JSON.stringify(heads.map((head) => [head.key, head.title]));

/**
 * `heads`, as the same array while they read the same: the table keeps its header, and the rows
 * no edit changed, while the programs stay whatever their amounts.
 */
function useStableHeads(heads: readonly RiskColumnHead[]): readonly RiskColumnHead[] {
  const [kept, setKept] = useState(() => ({ key: headsKey(heads), heads }));
  const key = headsKey(heads);
  if (kept.key === key) return kept.heads;
  setKept({ key, heads });
  return heads;
}

interface BlendRiskMeasuresProps {
  result: BlendResult;
  orders: readonly BlendOrder[];
  benchmark: BlendBenchmark;
  /** The blend's months; undefined while it has none. */
  period: MonthSpan | undefined;
  riskMeasuresOf: Comparisons['riskMeasuresOf'];
}

/**
 * The blend's risk measures beside those of each of its programs and of the S&P 500 over the
 * blend's months (the S&P 500 against itself: beta 1), then the blend's crisis periods beside the
 * S&P 500's. Without the S&P 500 the blend's and programs' downside figures stand alone.
 */
export function BlendRiskMeasures({ result, orders, benchmark, period, riskMeasuresOf }: BlendRiskMeasuresProps) {
  const t = useT();
  // The engine leaves programs without returns out of the blend; so do the columns.
  const components = orders.filter((order) => order.returns.months.length > 0);
  const sp500 = benchmark && benchmark.months.length > 0 ? benchmark : undefined;
  const blendTitle = t('blender.blendLine');
  const heads = useStableHeads([
    { key: 'blend', title: blendTitle },
    ...components.map((order) => ({ key: `program-${String(order.programId)}`, title: order.programName })),
    ...(sp500 ? [{ key: 'benchmark', title: sp500.name }] : []),
  ]);
  const returns = components.map((order) => order.returns);
  const compared = comparedMeasures(riskMeasuresOf, returns, sp500, period);
  const blend = result.status === 'ok' ? result.statistics.statistics.riskMeasures : undefined;
  const measures = useMemo(() => [blend, ...compared], [blend, compared]);
  return (
    <>
      <RiskMeasuresTable heads={heads} measures={measures} />
      {blend && <CrisisPeriods name={blendTitle} crises={blend.crises} />}
    </>
  );
}

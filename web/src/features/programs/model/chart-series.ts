import type { ProgramStatistics } from '@/lib/engine';
import { formatPercent } from '@/lib/format';
import type { Translate } from '@/i18n/translate';
import type { MonthValue } from '@/features/programs/api/program';

type HistogramBucket = ProgramStatistics['distribution'][number];

/** The growth chart shows the growth of 1,000 or the rolling returns over 6, 12 or 24 months. */
export const growthModes = ['cumulative', 'rolling6', 'rolling12', 'rolling24'] as const;
export type GrowthMode = (typeof growthModes)[number];

const rollingMonths: Readonly<Record<Exclude<GrowthMode, 'cumulative'>, number>> = {
  rolling6: 6,
  rolling12: 12,
  rolling24: 24,
};

/**
 * The k-month rolling returns of a growth series: each point against the one k observed months
 * before, compounded like the engine's rolling returns. The first point is the 1,000 start, so
 * the first window ends k months after it.
 */
export function rollingFromVami(vami: readonly MonthValue[], months: number): MonthValue[] {
  const points: MonthValue[] = [];
  for (let end = months; end < vami.length; end += 1) {
    const last = vami[end];
    const first = vami[end - months];
    if (last && first) points.push({ month: last.month, value: last.value / first.value - 1 });
  }
  return points;
}

/** The program's own line: its growth of 1,000 or the engine's rolling returns. */
export function programSeries(statistics: ProgramStatistics, mode: GrowthMode): MonthValue[] {
  if (mode === 'cumulative') return statistics.vami;
  const months = rollingMonths[mode];
  return statistics.rollingReturns.find((rolling) => rolling.months === months)?.points ?? [];
}

/** A comparison line in the same mode, from its growth of 1,000. */
export function comparedSeries(vami: readonly MonthValue[], mode: GrowthMode): MonthValue[] {
  return mode === 'cumulative' ? [...vami] : rollingFromVami(vami, rollingMonths[mode]);
}

/** A histogram bar's label from its bounds: "Below -20%", "-3% to -2%", "20% and above". */
export function bucketLabel(bucket: HistogramBucket, t: Translate): string {
  const percent = (fraction: number) => formatPercent(fraction, 0);
  if (bucket.lower === null) return t('program.bucketBelow', { percent: percent(bucket.upper ?? 0) });
  if (bucket.upper === null) return t('program.bucketAbove', { percent: percent(bucket.lower) });
  return t('program.bucketRange', { from: percent(bucket.lower), to: percent(bucket.upper) });
}

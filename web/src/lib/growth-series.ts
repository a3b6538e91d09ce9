import type { ProgramStatistics } from './engine';

/** A value as of a month (a VAMI point, a rolling return). */
export type MonthValue = ProgramStatistics['vami'][number];

/** A growth chart shows the growth of 1,000 or the rolling returns over 6, 12 or 24 months. */
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

/** A series' own line from its statistics: its growth of 1,000 or the engine's rolling returns. */
export function statisticsSeries(statistics: Pick<ProgramStatistics, 'vami' | 'rollingReturns'>, mode: GrowthMode): MonthValue[] {
  if (mode === 'cumulative') return statistics.vami;
  const months = rollingMonths[mode];
  return statistics.rollingReturns.find((rolling) => rolling.months === months)?.points ?? [];
}

/**
 * A growth line rebased to 1000 at `start` (the charted series' first point) and cut before it;
 * a line that starts later keeps its own start.
 */
export function rebaseAt(points: readonly MonthValue[], start: string): MonthValue[] {
  let base = -1;
  for (let index = 0; index < points.length; index += 1) {
    const point = points[index];
    if (point && point.month <= start) base = index;
  }
  if (base < 0) return [...points];
  const baseValue = points[base]?.value ?? 0;
  if (baseValue <= 0) return points.slice(base);
  return points.slice(base).map((point, index) => ({
    month: index === 0 ? start : point.month,
    value: (point.value / baseValue) * 1000,
  }));
}

/**
 * A comparison line in the same mode, from its growth of 1,000, over the charted series' months
 * from `start` (its first point) on: a 1980 S&P 500 line would otherwise flatten a 2015 program.
 */
export function comparedSeries(vami: readonly MonthValue[], mode: GrowthMode, start: string | undefined): MonthValue[] {
  const shown = start === undefined ? [...vami] : rebaseAt(vami, start);
  return mode === 'cumulative' ? shown : rollingFromVami(shown, rollingMonths[mode]);
}

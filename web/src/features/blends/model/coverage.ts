import type { Lang } from '@/config/languages';
import type { Translate } from '@/i18n/translate';
import { formatMonth } from '@/lib/format';
import type { BlendOrder } from '@/features/blends/api/blends';

/** The first and last month (`yyyymm`) of a series. */
export interface MonthSpan {
  first: number;
  last: number;
}

/** From `from` (`yyyymm`) on, until the next part, `count` of the blend's programs have returns. */
export interface CoveragePart {
  from: number;
  count: number;
}

/** The months a blend's figures cover and how many of its programs each stretch of them holds. */
export interface BlendCoverage {
  period: MonthSpan;
  /** The programs with returns. */
  programCount: number;
  /** The figures keep only the months every program has (the engine's `normalized`). */
  shared: boolean;
  /**
   * Where the number of programs changes, in month order; one part holding them all when every
   * program covers the whole period (always so for `shared`).
   */
  parts: CoveragePart[];
}

function nextMonth(yyyymm: number): number {
  return yyyymm % 100 === 12 ? (Math.floor(yyyymm / 100) + 1) * 100 + 1 : yyyymm + 1;
}

/** Each order's first and last month with a return; orders without returns are left out, as the engine leaves them. */
export function programSpans(orders: readonly Pick<BlendOrder, 'returns'>[]): MonthSpan[] {
  return orders.flatMap(({ returns }) => {
    const first = returns.months[0];
    const last = returns.months.at(-1);
    return first === undefined || last === undefined ? [] : [{ first, last }];
  });
}

/**
 * The blend's period as the engine takes it (`analytics-core` `blend`): the earliest first month
 * to the latest last month, or, `shared`, the latest first month to the earliest last month.
 * Undefined without programs, or when shared months run out before they start (the engine's
 * `no_common_months`).
 */
export function blendCoverage(spans: readonly MonthSpan[], shared: boolean): BlendCoverage | undefined {
  if (spans.length === 0) return undefined;
  const firsts = spans.map((span) => span.first);
  const lasts = spans.map((span) => span.last);
  const period = shared
    ? { first: Math.max(...firsts), last: Math.min(...lasts) }
    : { first: Math.min(...firsts), last: Math.max(...lasts) };
  if (period.first > period.last) return undefined;
  const programCount = spans.length;
  if (shared) return { period, programCount, shared, parts: [{ from: period.first, count: programCount }] };
  // The count changes only where a program starts or the month after one ends.
  const changes = [...new Set([...firsts, ...lasts.map(nextMonth)])]
    .filter((month) => month <= period.last)
    .sort((a, b) => a - b);
  const parts: CoveragePart[] = [];
  for (const from of changes) {
    const count = spans.filter((span) => span.first <= from && from <= span.last).length;
    if (parts.at(-1)?.count !== count) parts.push({ from, count });
  }
  return { period, programCount, shared, parts };
}

/** The programs start or end in different months: the two periods differ, so the choice matters. */
export function periodsDiffer(spans: readonly MonthSpan[]): boolean {
  return spans.some((span) => span.first !== spans[0]?.first || span.last !== spans[0].last);
}

/** A month that never breaks across lines ("Feb\u00a02019"). */
function month(yyyymm: number, lang: Lang): string {
  return formatMonth(yyyymm, lang).replace(/ /g, '\u00a0');
}

/**
 * The card's sentence: the period, then which share of the programs each part of it holds
 * ("Feb 2019 – Oct 2026; 1 of 3 programs from Feb 2019, all 3 programs from Oct 2022"), or that
 * it keeps only the months all programs share. A period every program covers needs no more.
 */
export function coverageText(coverage: BlendCoverage, t: Translate, lang: Lang): string {
  const { period, parts, programCount } = coverage;
  const range = t('blender.periodRange', { from: month(period.first, lang), to: month(period.last, lang) });
  if (programCount < 2) return range;
  if (coverage.shared) return t('blender.periodShared', { period: range, count: programCount });
  if (parts.length === 1) return range;
  const described = parts.map(({ from, count }) => {
    const params = { count, total: programCount, month: month(from, lang) };
    if (count === programCount) return t('blender.coverageAll', params);
    return t(count === 0 ? 'blender.coverageNone' : 'blender.coverageSome', params);
  });
  return t('blender.periodParts', { period: range, parts: described.join(t('blender.coverageSeparator')) });
}

import { chartColor } from '@/components/Chart/chart-colors';
import { shownCaror } from '@/lib/caror';
import type { BlendFigures, CorrelationMatrix } from '@/lib/engine';
import type { BlendOrder } from '@/features/blends/api/blends';
import { baseValues, type BlendBase, type PricedOrder } from './base-currency';

export interface MonthPoint {
  /** `YYYY-MM`, as the engine writes months. */
  month: string;
  value: number;
}

/** The summary card's figures (fractions; null where there is no value). */
export interface BlendSummaryFigures {
  ytdReturn: number | null;
  /** Null below 24 monthly returns (spec: a dash). */
  compoundedAnnualROR: number | null;
  maxDrawDown: number | null;
  correlationsp500: number | null;
  sharpe: number | null;
  standardDeviation: number | null;
}

export const emptySummary: BlendSummaryFigures = {
  ytdReturn: null,
  compoundedAnnualROR: null,
  maxDrawDown: null,
  correlationsp500: null,
  sharpe: null,
  standardDeviation: null,
};

/** The figures the summary card shows, from the engine's (or the server's stored) statistics. */
export function summaryFigures(blend: BlendFigures): BlendSummaryFigures {
  const statistics = blend.statistics;
  const periods = statistics.periodReturns;
  return {
    ytdReturn: periods.program.ytdReturn,
    compoundedAnnualROR: shownCaror(statistics.compoundedAnnualReturn, statistics.returnCount),
    maxDrawDown: statistics.maxDrawDown,
    correlationsp500: periods.correlationsp500?.value ?? null,
    sharpe: statistics.sharpeRatio,
    standardDeviation: statistics.annualizedStandardDeviation,
  };
}

/** An order's colour: the member's choice, else the chart palette by position. */
export function orderColor(order: Pick<BlendOrder, 'color'>, index: number): string {
  return order.color ?? chartColor(index);
}

export interface AllocationFigures {
  /** The amount's value in the blend's base currency. */
  value: number;
  /** value / leverage, in the base currency. */
  cashLevel: number;
  /** value / total value (a fraction). */
  pctAllocated: number;
}

/**
 * Cash level and share of each order (analytics.md, Blends), in the orders' order, from the
 * amounts' base-currency values; undefined when a currency has no rate (nothing is summed then).
 */
export function allocationFigures(
  orders: readonly (PricedOrder & Pick<BlendOrder, 'leverage'>)[],
  base: BlendBase,
): AllocationFigures[] | undefined {
  const valued = baseValues(orders, base);
  if (valued.status !== 'ok') return undefined;
  const total = valued.values.reduce((sum, value) => sum + value, 0);
  return orders.map((order, index) => {
    const value = valued.values[index] ?? 0;
    return { value, cashLevel: value / order.leverage, pctAllocated: total > 0 ? value / total : 0 };
  });
}

/** `yyyymm` (202403) → `YYYY-MM` ("2024-03"). */
export function yearMonth(yyyymm: number): string {
  return `${String(Math.floor(yyyymm / 100))}-${String(yyyymm % 100).padStart(2, '0')}`;
}

/** `YYYY-MM` ("2024-03") → `yyyymm` (202403). */
export function monthNumber(month: string): number {
  return Number(month.slice(0, 4)) * 100 + Number(month.slice(5, 7));
}

function monthBefore(yyyymm: number): number {
  const year = Math.floor(yyyymm / 100);
  const month = yyyymm % 100;
  return month === 1 ? (year - 1) * 100 + 12 : yyyymm - 1;
}

/** A program's own growth of 1,000, compounded from the month before its first return. */
export function programVami(returns: Pick<BlendOrder['returns'], 'months' | 'values'>): MonthPoint[] {
  const first = returns.months[0];
  if (first === undefined) return [];
  const points: MonthPoint[] = [{ month: yearMonth(monthBefore(first)), value: 1000 }];
  let value = 1000;
  returns.months.forEach((month, index) => {
    value *= 1 + (returns.values[index] ?? 0);
    points.push({ month: yearMonth(month), value });
  });
  return points;
}

/** Monthly returns back out of a growth line (each point against the one before). */
export function returnsFromVami(points: readonly MonthPoint[]): { months: number[]; values: number[] } {
  const months: number[] = [];
  const values: number[] = [];
  for (let index = 1; index < points.length; index += 1) {
    const point = points[index];
    const previous = points[index - 1];
    if (!point || !previous || previous.value <= 0) continue;
    months.push(monthNumber(point.month));
    values.push(point.value / previous.value - 1);
  }
  return { months, values };
}

/** The months (`yyyymm`) of the blend's returns: its growth line from the point after its 1000. */
export function figuresPeriod(vami: readonly MonthPoint[]): { first: number; last: number } | undefined {
  const first = vami[1];
  const last = vami.at(-1);
  return first && last ? { first: monthNumber(first.month), last: monthNumber(last.month) } : undefined;
}

/** A compared series' monthly returns within the blend's period, so its statistics cover the same months. */
export function returnsWithin(
  points: readonly MonthPoint[],
  period: { first: number; last: number },
): { months: number[]; values: number[] } {
  const { months, values } = returnsFromVami(points);
  const kept = months.flatMap((month, index) => (month >= period.first && month <= period.last ? [index] : []));
  return { months: kept.map((index) => months[index] ?? 0), values: kept.map((index) => values[index] ?? 0) };
}

export interface MatrixRow {
  programId: number;
  name: string;
  /** Correlations with each program of the blend, in the same order; null where none. */
  values: (number | null)[];
}

/** The correlation matrix labelled with the programs it was computed for (those with returns). */
export function matrixRows(orders: readonly BlendOrder[], matrix: CorrelationMatrix): MatrixRow[] {
  const components = orders.filter((order) => order.returns.months.length > 0);
  return components.map((order, row) => ({
    programId: order.programId,
    name: order.programName,
    values: components.map((_, column) => matrix[row]?.[column]?.value ?? null),
  }));
}

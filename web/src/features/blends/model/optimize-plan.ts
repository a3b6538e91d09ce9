/**
 * The Optimize panel's rules, apart from the engine: the share each program may take (from the
 * member's percentages and the program's minimum investment), why a set of bounds cannot be met,
 * and the whole-unit amounts a proposal becomes.
 */
import type { OptimizationObjective } from '@/lib/engine';
import type { BlendOrder } from '@/features/blends/api/blends';
import { parsePercent } from './allocation-share';

export type OptimizeObjective = OptimizationObjective;

/** The objectives in the order the panel offers them. */
export const optimizeObjectives: readonly OptimizeObjective[] = ['maxSharpe', 'minVolatility', 'riskParity', 'minCorrelation'];

/**
 * The least share a program keeps when neither its minimum percentage nor its minimum investment
 * asks for more: the blender holds every program at an amount above zero (remove a program to
 * leave it out), so the optimizer may shrink one to 0.1 % but not drop it.
 */
export const floorShare = 0.001;

/** What the member typed for one program: percentages of the blend, as text. */
export interface ShareLimitText {
  min: string;
  max: string;
}

export const defaultLimits: ShareLimitText = { min: '0', max: '100' };

/** `percentRange`: no number from 0 to 100; `minAboveMax`: the minimum exceeds the maximum. */
export type LimitProblem = 'percentRange' | 'minAboveMax';

/** Which rule sets a program's least share. */
export type LowerSource = 'percent' | 'minimumInvestment' | 'floor';

export interface ProgramBound {
  programId: number;
  programName: string;
  /** Fractions of the amounts the optimizer shares out. */
  lower: number;
  upper: number;
  lowerFrom: LowerSource;
}

/** Why the bounds cannot all hold; the panel words each. */
export type BoundsProblem =
  /** One program's least share is above its greatest. */
  | { kind: 'lowerAboveUpper'; programName: string; lower: number; upper: number; lowerFrom: LowerSource }
  /** The least shares leave no room: together above 100 %. `investmentShare`: the minimum investments' part. */
  | { kind: 'lowersAboveWhole'; sum: number; investmentShare: number }
  /** The greatest shares cannot fill the blend: together below 100 %. */
  | { kind: 'uppersBelowWhole'; sum: number };

export type OptimizeOrder = Pick<BlendOrder, 'programId' | 'programName' | 'quantity' | 'investmentMin' | 'returns'>;

/** The programs the engine optimizes: those with returns, in the worksheet's order (the engine's components). */
export function optimizedOrders<T extends OptimizeOrder>(orders: readonly T[]): T[] {
  return orders.filter((order) => order.returns.months.length > 0);
}

/** The amount the optimizer shares out: the optimized programs' amounts, to the whole unit. */
export function optimizedTotal(orders: readonly OptimizeOrder[]): number {
  return Math.round(optimizedOrders(orders).reduce((sum, order) => sum + order.quantity, 0));
}

/** A typed percentage as a fraction from 0 to 1, or the problem with it. */
function limitShare(text: string): number | undefined {
  const share = parsePercent(text);
  return Number.isFinite(share) && share >= 0 && share <= 1 ? share : undefined;
}

/** What is wrong with one program's typed percentages, if anything. */
export function limitProblem(limits: ShareLimitText): { min?: LimitProblem; max?: LimitProblem } {
  const min = limitShare(limits.min);
  const max = limitShare(limits.max);
  if (min === undefined || max === undefined) {
    return { min: min === undefined ? 'percentRange' : undefined, max: max === undefined ? 'percentRange' : undefined };
  }
  return min > max ? { min: 'minAboveMax' } : {};
}

/**
 * Each optimized program's bounds: lower = max(its minimum %, its minimum investment / total,
 * 0.1 %), upper = its maximum %. Undefined while a typed percentage is invalid.
 */
export function programBounds(
  orders: readonly OptimizeOrder[],
  limits: ReadonlyMap<number, ShareLimitText>,
  total: number,
): ProgramBound[] | undefined {
  const bounds: ProgramBound[] = [];
  for (const order of optimizedOrders(orders)) {
    const typed = limits.get(order.programId) ?? defaultLimits;
    const min = limitShare(typed.min);
    const max = limitShare(typed.max);
    if (min === undefined || max === undefined || min > max) return undefined;
    const investment = order.investmentMin && order.investmentMin > 0 && total > 0 ? order.investmentMin / total : 0;
    const lower = Math.max(min, investment, floorShare);
    const lowerFrom: LowerSource = lower === min ? 'percent' : lower === investment ? 'minimumInvestment' : 'floor';
    bounds.push({ programId: order.programId, programName: order.programName, lower, upper: max, lowerFrom });
  }
  return bounds;
}

/** Rounding slack of a sum of shares: a bound typed as 33.33 % three times still fills the blend. */
const shareTolerance = 1e-9;

/** Why the bounds cannot be met together (empty when they can), as the engine's `infeasible_bounds` would say. */
export function boundsProblems(bounds: readonly ProgramBound[]): BoundsProblem[] {
  const problems: BoundsProblem[] = bounds
    .filter((bound) => bound.lower > bound.upper)
    .map((bound) => ({
      kind: 'lowerAboveUpper',
      programName: bound.programName,
      lower: bound.lower,
      upper: bound.upper,
      lowerFrom: bound.lowerFrom,
    }));
  const lowers = bounds.reduce((sum, bound) => sum + bound.lower, 0);
  if (lowers > 1 + shareTolerance) {
    const investmentShare = bounds
      .filter((bound) => bound.lowerFrom === 'minimumInvestment')
      .reduce((sum, bound) => sum + bound.lower, 0);
    problems.push({ kind: 'lowersAboveWhole', sum: lowers, investmentShare });
  }
  const uppers = bounds.reduce((sum, bound) => sum + bound.upper, 0);
  if (uppers < 1 - shareTolerance) problems.push({ kind: 'uppersBelowWhole', sum: uppers });
  return problems;
}

/**
 * The proposal's amounts in whole currency units, summing to `total` exactly and each within its
 * bounds (at least its minimum investment): every weight's amount rounded down, then the units
 * left go one by one to the largest remainders (the largest-remainder method). Undefined when
 * whole units cannot meet the bounds (a total of a few units).
 */
export function roundedAmounts(weights: readonly number[], bounds: readonly ProgramBound[], total: number): number[] | undefined {
  if (weights.length !== bounds.length || !Number.isInteger(total) || total <= 0) return undefined;
  // A bound that is a whole amount (a minimum investment) stays that amount despite the division.
  const slack = 1e-6;
  const least = bounds.map((bound) => Math.max(1, Math.ceil(bound.lower * total - slack)));
  const most = bounds.map((bound) => Math.floor(bound.upper * total + slack));
  const wanted = weights.map((weight) => weight * total);
  const amounts = wanted.map((amount, index) =>
    Math.min(Math.max(Math.floor(amount + slack), least[index] ?? 1), most[index] ?? total),
  );
  let left = total - amounts.reduce((sum, amount) => sum + amount, 0);
  while (left !== 0) {
    const step = left > 0 ? 1 : -1;
    let chosen: number | undefined;
    let best = -Infinity;
    amounts.forEach((amount, index) => {
      const room = step > 0 ? amount < (most[index] ?? 0) : amount > (least[index] ?? 0);
      // Adding: the amount furthest below its wish; taking: the one furthest above it.
      const gap = step * ((wanted[index] ?? 0) - amount);
      if (room && gap > best) {
        best = gap;
        chosen = index;
      }
    });
    if (chosen === undefined) return undefined;
    amounts[chosen] = (amounts[chosen] ?? 0) + step;
    left -= step;
  }
  return amounts;
}

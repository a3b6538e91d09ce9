/**
 * The Optimize panel's rules, apart from the engine: the share each program may take (from the
 * member's percentages and the program's minimum investment), why a set of bounds cannot be met,
 * and the whole-unit amounts a proposal becomes. Totals and shares are of base-currency values
 * (analytics.md, "Blends"); amounts are in each program's own currency.
 */
import type { OptimizationObjective } from '@/lib/engine';
import type { BlendOrder } from '@/features/blends/api/blends';
import { inBase } from '@/lib/usd';
import { parsePercent } from './allocation-share';
import { baseValues, type BlendBase, type Rates } from './base-currency';

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
  /** Fractions of the base-currency total the optimizer shares out. */
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

export type OptimizeOrder = Pick<
  BlendOrder,
  'programId' | 'programName' | 'quantity' | 'investmentMin' | 'returns' | 'currency' | 'usdPerUnit'
>;

/** The programs the engine optimizes: those with returns, in the worksheet's order (the engine's components). */
export function optimizedOrders<T extends OptimizeOrder>(orders: readonly T[]): T[] {
  return orders.filter((order) => order.returns.months.length > 0);
}

/**
 * What the optimizer shares out: the optimized programs' base values, summed (not rounded: no
 * one currency's unit applies to it). Undefined when a currency has no rate.
 */
export function optimizedTotal(orders: readonly OptimizeOrder[], base: BlendBase): number | undefined {
  const values = baseValues(optimizedOrders(orders), base);
  return values.status === 'ok' ? values.values.reduce((sum, value) => sum + value, 0) : undefined;
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
 * Each optimized program's bounds: lower = max(its minimum %, its minimum investment's base value
 * / the base total, 0.1 %), upper = its maximum %. Undefined while a typed percentage is invalid
 * or a currency has no rate.
 */
export function programBounds(
  orders: readonly OptimizeOrder[],
  limits: ReadonlyMap<number, ShareLimitText>,
  total: number,
  base: BlendBase,
): ProgramBound[] | undefined {
  const bounds: ProgramBound[] = [];
  const { baseUsdPerUnit } = base;
  for (const order of optimizedOrders(orders)) {
    const typed = limits.get(order.programId) ?? defaultLimits;
    const min = limitShare(typed.min);
    const max = limitShare(typed.max);
    if (min === undefined || max === undefined || min > max) return undefined;
    if (typeof order.usdPerUnit !== 'number' || baseUsdPerUnit === null) return undefined;
    // A ¥500,000 minimum weighs what it is worth in the base, not 500,000 of it.
    const investment =
      order.investmentMin && order.investmentMin > 0 && total > 0
        ? inBase(order.investmentMin, order.usdPerUnit, baseUsdPerUnit) / total
        : 0;
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
 * The proposal's amounts, each in its program's currency to the whole unit and within its bounds
 * (at least its minimum investment): every weight's share of the base total converted back to the
 * program's currency at the rates (`rates`, in the bounds' order) and rounded down, then units go
 * one by one to the largest remainders (the largest-remainder method) while a unit's base value
 * still fits in what is left of the total. In one currency the amounts sum to `total` exactly, as
 * before; across currencies, whose units are worth different sums, the proposal's base total
 * falls short of `total` by less than one unit of a currency. Undefined when whole units cannot
 * meet the bounds (a total of a few units).
 */
export function roundedAmounts(
  weights: readonly number[],
  bounds: readonly ProgramBound[],
  total: number,
  rates: readonly Rates[],
): number[] | undefined {
  if (weights.length !== bounds.length || rates.length !== bounds.length || !Number.isFinite(total) || total <= 0) {
    return undefined;
  }
  // A bound that is a whole amount (a minimum investment) stays that amount despite the divisions.
  const slack = 1e-6;
  const baseSlack = total * 1e-12;
  /** A base value in the i-th program's currency, unrounded. */
  const inOwn = (value: number, index: number) => {
    const rate = rates[index];
    return rate ? (value * rate.baseUsdPerUnit) / rate.usdPerUnit : Number.NaN;
  };
  const unitValues = rates.map((rate) => inBase(1, rate.usdPerUnit, rate.baseUsdPerUnit));
  const least = bounds.map((bound, index) => Math.max(1, Math.ceil(inOwn(bound.lower * total, index) - slack)));
  const most = bounds.map((bound, index) => Math.floor(inOwn(bound.upper * total, index) + slack));
  const wanted = weights.map((weight, index) => inOwn(weight * total, index));
  const amounts = wanted.map((amount, index) =>
    Math.min(Math.max(Math.floor(amount + slack), least[index] ?? 1), most[index] ?? 0),
  );
  if (amounts.some((amount) => !Number.isFinite(amount))) return undefined;
  let left = total - amounts.reduce((sum, amount, index) => sum + amount * (unitValues[index] ?? 0), 0);
  for (;;) {
    // Above the total (least shares rounded up): take units back; else add those that still fit.
    const step = left < -baseSlack ? -1 : 1;
    let chosen: number | undefined;
    let best = -Infinity;
    amounts.forEach((amount, index) => {
      const unit = unitValues[index] ?? Infinity;
      const room = step > 0 ? amount < (most[index] ?? 0) && unit <= left + baseSlack : amount > (least[index] ?? 0);
      // Adding: the amount furthest below its wish; taking: the one furthest above it.
      const gap = step * ((wanted[index] ?? 0) - amount);
      if (room && gap > best) {
        best = gap;
        chosen = index;
      }
    });
    if (chosen === undefined) {
      // Taking back fails only when the least shares exceed the total. Adding is done once no
      // program with room has a unit that fits in what is left; it fails only when no program has
      // room at all while a unit would still fit (the maximums cannot hold the total in whole
      // units). A program at its maximum whose small unit fits (yen) does not stop the others.
      const full = amounts.every((amount, index) => amount >= (most[index] ?? 0));
      const unmet = step < 0 || (full && unitValues.some((unit) => unit <= left + baseSlack));
      return unmet ? undefined : amounts;
    }
    amounts[chosen] = (amounts[chosen] ?? 0) + step;
    left -= step * (unitValues[chosen] ?? 0);
  }
}

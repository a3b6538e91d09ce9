import type { SelectOption } from '@/components/Form/SelectField';
import type { MessageKey } from '@/i18n/catalogs';
import type { Translate } from '@/i18n/translate';
import type { SingleFilter } from './listing-state';

/** Spec section 9: AUM steps. */
export const aumSteps = [1e6, 1e7, 2.5e7, 5e7, 1e8, 2.5e8, 5e8, 1e9] as const;
/** Spec section 9: minimum investment steps, $10K to $1M. */
export const investmentSteps = [1e4, 2.5e4, 5e4, 1e5, 2.5e5, 5e5, 1e6] as const;
/** The minimum-investment filter's top choice, 'more than $1M'. */
export const moreThanOneMillion = 1_000_001;
/** The CAROR filter's 'below 0 %' (the spec's special value). */
export const carorBelowZero = -2;
/** The drawdown filter's 'more than 50 %'. */
export const drawdownDeeperThanHalf = -1;
/** Management fee limits: the fees managers charge, 0 % to 3 % in half points. */
export const managementFeeSteps = [0, 0.5, 1, 1.5, 2, 2.5, 3] as const;
/** Performance (incentive) fee limits, 0 % to 30 %. */
export const performanceFeeSteps = [0, 10, 15, 20, 25, 30] as const;
/** The name search starts at this many characters, as the header's program search. */
export const minNameLength = 3;
/** The longest name search the server takes; the box takes no more (in UTF-16 units, never more characters). */
export const maxNameLength = 100;
/** The earliest year a track record may start (the performance form's year list ends there). */
export const firstYear = 1957;

/** A risk measure's range filter (issue 22): its two keys, their labels and the limits offered. */
export interface RiskRange {
  min: SingleFilter;
  max: SingleFilter;
  minLabel: MessageKey;
  maxLabel: MessageKey;
  steps: readonly number[];
}

/**
 * The screener's risk-measure ranges. The steps cover where programs' figures lie: Sortino and
 * MAR ratios from 0 (no reward for the risk) up, beta either side of 0 (against or with the
 * S&P 500).
 */
export const riskRanges: readonly RiskRange[] = [
  {
    min: 'filterBySortinoMin',
    max: 'filterBySortinoMax',
    minLabel: 'filters.sortinoMin',
    maxLabel: 'filters.sortinoMax',
    steps: [0, 0.5, 1, 1.5, 2, 3],
  },
  { min: 'filterByMarMin', max: 'filterByMarMax', minLabel: 'filters.marMin', maxLabel: 'filters.marMax', steps: [0, 0.25, 0.5, 1, 2] },
  { min: 'filterByBetaMin', max: 'filterByBetaMax', minLabel: 'filters.betaMin', maxLabel: 'filters.betaMax', steps: [-1, -0.5, 0, 0.5, 1] },
];

/** The widest limit the server takes either side of 0. */
export const riskLimit = 1000;

/**
 * One end of a risk range's choices: the steps, and the `chosen` value when a link holds another
 * (so the box shows it), in order; steps past the range's `other` end are left out, so the two
 * boxes cannot make a range that ends before it starts.
 */
export function riskLimitOptions(steps: readonly number[], chosen: string, other: string, end: 'min' | 'max'): SelectOption[] {
  const limit = (value: string) => {
    const n = value.trim() === '' ? NaN : Number(value);
    return Number.isFinite(n) && Math.abs(n) <= riskLimit ? n : null;
  };
  const bound = limit(other);
  const fits = (n: number) => bound === null || (end === 'min' ? n <= bound : n >= bound);
  const values = steps.filter(fits);
  const current = limit(chosen);
  if (current !== null && !values.includes(current)) values.push(current);
  return values.sort((a, b) => a - b).map((n) => ({ value: String(n), label: String(n) }));
}

/** $1M, $25M, $1B, $10K. */
export function money(amount: number): string {
  if (amount >= 1e9) return `$${String(amount / 1e9)}B`;
  if (amount >= 1e6) return `$${String(amount / 1e6)}M`;
  return `$${String(amount / 1e3)}K`;
}

export function carorOptions(t: Translate): SelectOption[] {
  const above = Array.from({ length: 11 }, (_, i) => 100 - i * 10).map((percent) => ({
    value: String(percent),
    label: t('filters.carorAbove', { percent }),
  }));
  return [...above, { value: String(carorBelowZero), label: t('filters.carorBelowZero') }];
}

export function maxRiskOptions(t: Translate): SelectOption[] {
  const within = Array.from({ length: 11 }, (_, i) => 50 - i * 5).map((percent) => ({
    value: String(percent),
    label: t('filters.drawdownWithin', { percent }),
  }));
  return [{ value: String(drawdownDeeperThanHalf), label: t('filters.drawdownDeeperThanHalf') }, ...within];
}

export function aumOptions(): SelectOption[] {
  return aumSteps.map((amount) => ({ value: String(amount), label: money(amount) }));
}

export function investmentOptions(t: Translate, withTop: boolean): SelectOption[] {
  const steps = investmentSteps.map((amount) => ({ value: String(amount), label: money(amount) }));
  return withTop ? [...steps, { value: String(moreThanOneMillion), label: t('filters.moreThanOneMillion') }] : steps;
}

/** Years from `currentYear` down to the first year a record may start. */
export function yearOptions(currentYear: number): SelectOption[] {
  return Array.from({ length: currentYear - firstYear + 1 }, (_, i) => {
    const year = String(currentYear - i);
    return { value: year, label: year };
  });
}

function feeOptions(t: Translate, steps: readonly number[]): SelectOption[] {
  return steps.map((percent) => ({ value: String(percent), label: t('filters.feeAtMost', { percent }) }));
}

export function managementFeeOptions(t: Translate): SelectOption[] {
  return feeOptions(t, managementFeeSteps);
}

export function performanceFeeOptions(t: Translate): SelectOption[] {
  return feeOptions(t, performanceFeeSteps);
}

/** `filterByUsInvest`: open to US investors, or not. */
export function usInvestOptions(t: Translate): SelectOption[] {
  return [
    { value: 'true', label: t('filters.usOpen') },
    { value: 'false', label: t('filters.usClosed') },
  ];
}

/**
 * What the name box applies as the user types: the trimmed text from `minNameLength`
 * characters, nothing for an empty box, and `null` (keep the current filter) in between.
 */
export function nameFilterValue(draft: string): string | null {
  const term = draft.trim();
  if (term === '') return '';
  // Counted in code points, as the server counts characters.
  return Array.from(term).length >= minNameLength ? term : null;
}

import type { SelectOption } from '@/components/Form/SelectField';
import type { Translate } from '@/i18n/translate';

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
/** The earliest year a track record may start (the performance form's year list ends there). */
export const firstYear = 1957;

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

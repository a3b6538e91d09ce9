/**
 * An allocation typed as a percentage of the blend. The server stores amounts, so a percentage
 * becomes the amount that gives the program that share while the other programs keep theirs.
 */
import { fromBase, type Rates } from './base-currency';
import { amountProblem, type AmountProblem } from './validation';

/** `shareRange`: no percentage above 0 and below 100 (or no other program to share with). */
export type ShareProblem = 'shareRange' | AmountProblem;

/** The percentage field's text as a fraction ("40", "40%", "40.5 %" → 0.4, 0.405); NaN without a number. */
export function parsePercent(text: string): number {
  const cleaned = text.replace(/[\s%％]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned) / 100;
}

/**
 * The amount, in the program's own currency, that makes it `share` of the blend while the others
 * keep `othersValue` (in the base currency): its base value a / (a + others) = share, so
 * a = share × others / (1 − share), converted back at the rates to the program's whole unit.
 * Undefined unless 0 < share < 1 and the amount comes to at least 1.
 */
export function amountForShare(share: number, othersValue: number, rates: Rates): number | undefined {
  if (!Number.isFinite(share) || share <= 0 || share >= 1 || othersValue <= 0) return undefined;
  const amount = fromBase((share * othersValue) / (1 - share), rates.usdPerUnit, rates.baseUsdPerUnit);
  return amount > 0 ? amount : undefined;
}

export type ShareEntry = { amount: number; problem?: undefined } | { problem: ShareProblem };

/**
 * What a typed percentage does: the amount to store, or why it cannot be. The program's minimum
 * is checked in its own currency, against the amount as it would be typed.
 */
export function shareEntry(text: string, othersValue: number, rates: Rates, investmentMin: number | null | undefined): ShareEntry {
  const amount = amountForShare(parsePercent(text), othersValue, rates);
  if (amount === undefined) return { problem: 'shareRange' };
  const problem = amountProblem(amount, investmentMin);
  return problem ? { problem } : { amount };
}

/** A share as the field shows it: a percentage to 2 decimals without trailing zeros ("25", "33.33"). */
export function percentText(share: number): string {
  return String(Number((share * 100).toFixed(2)));
}

/**
 * The field's text already states `share` (to within a whole-unit rounding of the amount), so it
 * stays as typed: "40" is not replaced by "39.99" when the amount it made was rounded.
 */
export function showsShare(text: string, share: number): boolean {
  const typed = parsePercent(text);
  return Number.isFinite(typed) && Math.abs(typed - share) < 0.00005;
}

/**
 * The allocation rules the server applies (issue 6 contract), checked before a request so a
 * mistake is shown at once; the message keys are the server's, so both speak the same words.
 */

export const minLeverage = 1;
export const maxLeverage = 10;
export const leverageStep = 0.5;

/** Leverage choices: 1 to 10 in steps of 0.5 (spec section 9). */
export const leverageOptions: readonly number[] = Array.from(
  { length: (maxLeverage - minLeverage) / leverageStep + 1 },
  (_, i) => minLeverage + i * leverageStep,
);

export type QuantityProblem = 'required' | 'belowMinimum';

/** An amount must be a number above zero and at least the program's minimum investment. */
export function quantityProblem(text: string, investmentMin: number | null | undefined): QuantityProblem | null {
  if (text.trim() === '') return 'required';
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount <= 0) return 'belowMinimum';
  if (investmentMin && investmentMin > 0 && amount < investmentMin) return 'belowMinimum';
  return null;
}

export function leverageProblem(leverage: number): 'invalidLeverage' | null {
  const ok =
    Number.isFinite(leverage) &&
    leverage >= minLeverage &&
    leverage <= maxLeverage &&
    Number.isInteger(leverage / leverageStep);
  return ok ? null : 'invalidLeverage';
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The earliest allocation date: the first day of the program's inception month. */
export function earliestAllocation(dateInception: string | null | undefined): string | undefined {
  return dateInception && isoDate.test(dateInception) ? `${dateInception.slice(0, 7)}-01` : undefined;
}

/** Today in UTC as `YYYY-MM-DD`: the server's today, whatever the reader's time zone. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** An allocation date lies between the program's inception month and today. */
export function dateAllocationProblem(
  date: string,
  dateInception: string | null | undefined,
  today: string,
): 'required' | 'outOfRange' | null {
  if (date === '') return 'required';
  if (!isoDate.test(date) || Number.isNaN(Date.parse(date))) return 'outOfRange';
  const earliest = earliestAllocation(dateInception);
  if ((earliest && date < earliest) || date > today) return 'outOfRange';
  return null;
}

export function colorProblem(color: string): 'invalidColor' | null {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? null : 'invalidColor';
}

/**
 * The value rules of an allocation, wherever a member holds one (a blend's order, a portfolio
 * position), checked before a request so a mistake shows at once. They are the server's
 * (`server/src/allocation.rs`, on the engine's `Allocation`) with the server's message keys; both
 * run the cases of `rules/allocation.json`. Each check returns the key, or undefined when the
 * value is good.
 */

/** Leverage runs from 1 to 10 in steps of 0.5 (spec section 9). */
export const minLeverage = 1;
export const maxLeverage = 10;
export const leverageStep = 0.5;

/** The leverage choices, 1 to 10 in steps of 0.5. */
export const leverageOptions: readonly number[] = Array.from(
  { length: (maxLeverage - minLeverage) / leverageStep + 1 },
  (_, index) => minLeverage + index * leverageStep,
);

/** An amount is a number above zero and at least the program's investment minimum, if any. */
export function checkAmount(amount: number, investmentMin: number | null | undefined): 'belowMinimum' | undefined {
  const positive = Number.isFinite(amount) && amount > 0;
  const reachesMinimum = !investmentMin || investmentMin <= 0 || amount >= investmentMin;
  return positive && reachesMinimum ? undefined : 'belowMinimum';
}

export function checkLeverage(leverage: number): 'invalidLeverage' | undefined {
  const valid =
    Number.isFinite(leverage) &&
    leverage >= minLeverage &&
    leverage <= maxLeverage &&
    Number.isInteger(leverage / leverageStep);
  return valid ? undefined : 'invalidLeverage';
}

/** A colour is `#rrggbb`. */
export function checkColor(color: string): 'invalidColor' | undefined {
  return /^#[0-9a-fA-F]{6}$/.test(color) ? undefined : 'invalidColor';
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The earliest allocation date: the first day of the program's inception month. */
export function earliestAllocation(dateInception: string | null | undefined): string | undefined {
  return dateInception && isoDate.test(dateInception) ? `${dateInception.slice(0, 7)}-01` : undefined;
}

/** An allocation date is a `YYYY-MM-DD` day from the program's inception month to `today`. */
export function checkAllocationDate(
  date: string,
  dateInception: string | null | undefined,
  today: string,
): 'outOfRange' | undefined {
  if (!isoDate.test(date) || Number.isNaN(Date.parse(date))) return 'outOfRange';
  const earliest = earliestAllocation(dateInception);
  return (earliest && date < earliest) || date > today ? 'outOfRange' : undefined;
}

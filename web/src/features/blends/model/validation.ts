/** Spec section 9: leverage runs from 1 to 10 in steps of 0.5. */
export const minLeverage = 1;
export const maxLeverage = 10;
export const leverageStep = 0.5;

export const leverageOptions: readonly number[] = Array.from(
  { length: (maxLeverage - minLeverage) / leverageStep + 1 },
  (_, index) => minLeverage + index * leverageStep,
);

/** The default amount of a program without a minimum investment (the server's too). */
export const defaultAmount = 100_000;

/** The longest blend name the server accepts. */
export const maxBlendNameLength = 100;

export type AmountProblem = 'amountPositive' | 'belowMinimum';

/** An amount must be a number above zero and at least the program's minimum investment. */
export function checkAmount(amount: number, investmentMin: number | null | undefined): AmountProblem | undefined {
  if (!Number.isFinite(amount) || amount <= 0) return 'amountPositive';
  if (investmentMin && amount < investmentMin) return 'belowMinimum';
  return undefined;
}

export function checkLeverage(leverage: number): 'invalidLeverage' | undefined {
  const valid =
    Number.isFinite(leverage) &&
    leverage >= minLeverage &&
    leverage <= maxLeverage &&
    Number.isInteger((leverage - minLeverage) / leverageStep);
  return valid ? undefined : 'invalidLeverage';
}

/** Names are trimmed, required and at most 100 characters (code points, as the server counts). */
export function checkBlendName(name: string): 'required' | 'tooLong' | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (Array.from(trimmed).length > maxBlendNameLength) return 'tooLong';
  return undefined;
}

/** The amount field's text as a number: thousands separators and a currency sign are allowed. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[\s,$]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

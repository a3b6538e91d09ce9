import { checkAmount } from '@/lib/allocation';

/** The longest blend name the server accepts. */
export const maxBlendNameLength = 100;

/**
 * Which words the amount field shows for the allocation rule's `belowMinimum`: "above zero" when
 * the amount is no positive number, whatever the program's minimum, else the minimum itself.
 */
export type AmountProblem = 'amountPositive' | 'belowMinimum';

export function amountProblem(amount: number, investmentMin: number | null | undefined): AmountProblem | undefined {
  if (!checkAmount(amount, investmentMin)) return undefined;
  return Number.isFinite(amount) && amount > 0 ? 'belowMinimum' : 'amountPositive';
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

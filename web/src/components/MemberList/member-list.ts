import { ApiError } from '@/lib/api';

export type MemberList = 'watchlist' | 'portfolio' | 'saved-searches' | 'blends';

/**
 * Query key of one of the member's own lists. It names the member, so after signing in as
 * someone else in the same tab the cache never shows the previous member's list.
 */
export function memberKey(email: string, list: MemberList, ...rest: readonly (string | number)[]): readonly (string | number)[] {
  return ['me', email, list, ...rest];
}

/** The server's answer to adding a program a list already holds (409 `duplicate`). */
export function isDuplicate(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'duplicate';
}

/**
 * Whole-unit formatters by currency code (`null` for a code Intl does not know), made once: the
 * blender's allocations table formats dozens of amounts on every edit, and building an
 * `Intl.NumberFormat` costs far more than using one.
 */
const moneyFormatters = new Map<string, Intl.NumberFormat | null>();
const wholeNumbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function moneyFormatter(currency: string): Intl.NumberFormat | null {
  let formatter = moneyFormatters.get(currency);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
    } catch {
      formatter = null;
    }
    moneyFormatters.set(currency, formatter);
  }
  return formatter;
}

/** An amount in its currency without cents: 100000, 'USD' → "$100,000". */
export function formatMoney(amount: number | null | undefined, currency: string | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '–';
  const code = currency && currency !== '' ? currency : 'USD';
  const formatter = moneyFormatter(code);
  // A code Intl does not know: the figure with the code after it.
  return formatter ? formatter.format(amount) : `${wholeNumbers.format(amount)} ${code}`;
}

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

/** An amount in its currency without cents: 100000, 'USD' → "$100,000". */
export function formatMoney(amount: number | null | undefined, currency: string | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '–';
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency && currency !== '' ? currency : 'USD',
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    // A code Intl does not know: the figure with the code after it.
    return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount)} ${currency ?? ''}`.trim();
  }
}

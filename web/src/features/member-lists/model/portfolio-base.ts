/**
 * The portfolio's base currency (docs/decisions.md "Numbers and currencies", issue 30): the
 * currencies the member may sum it in, and the currencies whose missing rate leaves it without a
 * total. The sums themselves are the server's (`total`, `valueInBase`, `pctAllocated`): the page
 * refetches the portfolio after every change, so it never recomputes them.
 */
import type { Portfolio } from '@/features/member-lists/api/portfolio';

/** The dollar needs no rate: it is always a base a member may choose. */
export const dollar = 'USD';

/**
 * The base currencies to offer: the site's currencies with a rate (`GET /exchange-rates`, the
 * dollar first; the dollar alone while it loads), and the current base even without one, so the
 * choice always shows what the portfolio is in.
 */
export function baseCurrencyChoices(rated: readonly string[] | undefined, baseCurrency: string): string[] {
  return [...new Set([...(rated ?? [dollar]), baseCurrency])];
}

/**
 * The currencies without a rate that keep the portfolio from a total (the base's own included),
 * by code: what the page names so an administrator knows which rates to add.
 */
export function currenciesWithoutRate(portfolio: Pick<Portfolio, 'baseCurrency' | 'baseUsdPerUnit' | 'items'>): string[] {
  const missing = portfolio.items.filter((row) => typeof row.usdPerUnit !== 'number').map((row) => row.currency);
  if (typeof portfolio.baseUsdPerUnit !== 'number') missing.push(portfolio.baseCurrency);
  return [...new Set(missing)].sort();
}

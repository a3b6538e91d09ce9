/**
 * An amount in US dollars at the rate the server sends with it (`usdPerUnit`: dollars per unit of
 * its currency, by the rule of docs/decisions.md "Numbers and currencies"); none without either,
 * so a figure without a rate sorts with the empty ones, as in the listing.
 */
export function inUsd(amount: number | null | undefined, usdPerUnit: number | null | undefined): number | null {
  if (typeof amount !== 'number' || typeof usdPerUnit !== 'number') return null;
  return amount * usdPerUnit;
}

/**
 * An amount in US dollars at the rate the server sends with it (`usdPerUnit`: dollars per unit of
 * its currency, by the rule of docs/decisions.md "Numbers and currencies"); none without either,
 * so a figure without a rate sorts with the empty ones, as in the listing.
 */
export function inUsd(amount: number | null | undefined, usdPerUnit: number | null | undefined): number | null {
  if (typeof amount !== 'number' || typeof usdPerUnit !== 'number') return null;
  return amount * usdPerUnit;
}

/**
 * The one rule by which a blend or a portfolio sums money (analytics.md, "Blends"): `amount` of a
 * currency worth `usdPerUnit` US dollars, in a base currency worth `baseUsdPerUnit`, both at the
 * latest rate. Evaluated as `amount * usdPerUnit / baseUsdPerUnit`, in that order, as the server's
 * `exchange_rates::in_base` does, so both get the same bits.
 */
export function inBase(amount: number, usdPerUnit: number, baseUsdPerUnit: number): number {
  return (amount * usdPerUnit) / baseUsdPerUnit;
}

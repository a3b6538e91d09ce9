/**
 * A blend's one base currency (analytics.md, "Blends"): every amount stays in its program's
 * currency as typed, and enters every sum, share and figure as its value in the base currency at
 * the latest rate, by the site's one rule (`inBase`).
 */
import type { BlendOrder } from '@/features/blends/api/blends';
import { inBase } from '@/lib/usd';

/** What a blend sums money in: the base currency and US dollars per unit of it (null without a rate). */
export interface BlendBase {
  baseCurrency: string;
  baseUsdPerUnit: number | null;
}

/** What converting an order needs: its amount, its currency and that currency's latest rate. */
export type PricedOrder = Pick<BlendOrder, 'quantity' | 'currency' | 'usdPerUnit'>;

/**
 * The base value of every order, in the orders' order; or, when a rate is missing, the
 * currencies without one (the base first), since a sum missing one program would mislead.
 */
export type BaseValues = { status: 'ok'; values: number[] } | { status: 'noRate'; currencies: string[] };

export function baseValues(orders: readonly PricedOrder[], base: BlendBase): BaseValues {
  const { baseCurrency, baseUsdPerUnit } = base;
  const missing = new Set<string>(baseUsdPerUnit === null ? [baseCurrency] : []);
  const values: number[] = [];
  for (const order of orders) {
    if (typeof order.usdPerUnit !== 'number') missing.add(order.currency);
    else if (baseUsdPerUnit !== null) values.push(inBase(order.quantity, order.usdPerUnit, baseUsdPerUnit));
  }
  return missing.size > 0 ? { status: 'noRate', currencies: [...missing] } : { status: 'ok', values };
}

/**
 * The whole amount of a currency worth `usdPerUnit` whose base value is `value`: `inBase` run
 * backwards, rounded to the currency's unit (what the blend stores).
 */
export function fromBase(value: number, usdPerUnit: number, baseUsdPerUnit: number): number {
  return Math.round((value * baseUsdPerUnit) / usdPerUnit);
}

/** An order's rate and the base's, both known: what converting back needs. */
export interface Rates {
  usdPerUnit: number;
  baseUsdPerUnit: number;
}

/** An order's rates when both are known. */
export function ratesOf(order: Pick<BlendOrder, 'usdPerUnit'>, base: BlendBase): Rates | undefined {
  return typeof order.usdPerUnit === 'number' && base.baseUsdPerUnit !== null
    ? { usdPerUnit: order.usdPerUnit, baseUsdPerUnit: base.baseUsdPerUnit }
    : undefined;
}

/** A currency a blend may be summed in, with US dollars per unit of it. */
export interface BaseChoice {
  currency: string;
  usdPerUnit: number | null;
}

/**
 * The base currencies offered: those with a rate (the site's list, the dollar first), and the
 * blend's own even without one, so the choice always shows what the blend is in.
 */
export function baseChoices(rates: readonly BaseChoice[] | undefined, base: BlendBase): BaseChoice[] {
  const offered = (rates ?? []).map(({ currency, usdPerUnit }) => ({ currency, usdPerUnit }));
  return offered.some((choice) => choice.currency === base.baseCurrency)
    ? offered
    : [{ currency: base.baseCurrency, usdPerUnit: base.baseUsdPerUnit }, ...offered];
}

/**
 * The currencies a refusal (422 `validation_failed`) names as having no rate: `orders.{i}` is the
 * blend's i-th order, `baseCurrency` the base asked for. Empty when it names none.
 */
export function refusedCurrencies(
  fields: Readonly<Record<string, string>>,
  orders: readonly Pick<BlendOrder, 'currency'>[],
  baseCurrency: string,
): string[] {
  const currencies = new Set<string>();
  for (const [field, code] of Object.entries(fields)) {
    if (code !== 'noExchangeRate') continue;
    const order = /^orders\.(\d+)$/.exec(field);
    const currency = order ? orders[Number(order[1])]?.currency : field === 'baseCurrency' ? baseCurrency : undefined;
    if (currency) currencies.add(currency);
  }
  return [...currencies];
}

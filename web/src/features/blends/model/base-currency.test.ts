import { describe, expect, it } from 'vitest';
import { baseChoices, baseValues, fromBase, refusedCurrencies } from './base-currency';
import { mixedOrders } from './test-blend';
import { allocationFigures } from './view-model';

const dollars = { baseCurrency: 'USD', baseUsdPerUnit: 1 };
const euros = { baseCurrency: 'EUR', baseUsdPerUnit: 1.08 };

describe('a blend summed in one base currency', () => {
  it('shares £1,000,000, ¥500,000 twice and $500,000 by their dollar values, not by their figures', () => {
    // $1,250,000 + $3,350 + $3,350 + $500,000 = $1,756,700.
    const figures = allocationFigures(mixedOrders(), dollars) ?? [];
    expect(figures.map((row) => row.value)).toEqual([1_250_000, 3_350, 3_350, 500_000]);
    const shares = figures.map((row) => row.pctAllocated);
    expect(shares[0]).toBeCloseTo(1_250_000 / 1_756_700, 12);
    expect(shares.map((share) => Number((share * 100).toFixed(2)))).toEqual([71.16, 0.19, 0.19, 28.46]);
    // The bug: the plain figures made 40/20/20/20 %.
    expect(shares).not.toContainEqual(0.2);
  });

  it('changes no share in another base, only the unit of the values and cash levels', () => {
    const dollarFigures = allocationFigures(mixedOrders(), dollars) ?? [];
    const euroFigures = allocationFigures(mixedOrders(), euros) ?? [];
    euroFigures.forEach((row, index) => {
      const dollarRow = dollarFigures[index];
      expect(row.pctAllocated).toBeCloseTo(dollarRow?.pctAllocated ?? Number.NaN, 12);
      expect(row.value).toBeCloseTo((dollarRow?.value ?? Number.NaN) / 1.08, 6);
      expect(row.cashLevel).toBeCloseTo((dollarRow?.cashLevel ?? Number.NaN) / 1.08, 6);
    });
  });

  it('sums nothing while a currency has no rate, and names it (the base first)', () => {
    const orders = mixedOrders().map((order) => (order.currency === 'GBP' ? { ...order, usdPerUnit: null } : order));
    expect(baseValues(orders, dollars)).toEqual({ status: 'noRate', currencies: ['GBP'] });
    expect(allocationFigures(orders, dollars)).toBeUndefined();
    expect(baseValues(mixedOrders(), { baseCurrency: 'CHF', baseUsdPerUnit: null })).toEqual({
      status: 'noRate',
      currencies: ['CHF'],
    });
    expect(baseValues(orders, { baseCurrency: 'CHF', baseUsdPerUnit: null })).toEqual({
      status: 'noRate',
      currencies: ['CHF', 'GBP'],
    });
  });

  it('converts a base value back to a whole amount of the program’s currency', () => {
    // $3,350 is ¥500,000 at 0.0067 dollars a yen; €1,000 is ¥161,194 (1.08 / 0.0067 yen a euro).
    expect(fromBase(3_350, 0.0067, 1)).toBe(500_000);
    expect(fromBase(1_000, 0.0067, 1.08)).toBe(161_194);
  });

  it('offers the currencies with a rate, and the blend’s own base even without one', () => {
    const rates = [
      { currency: 'USD', usdPerUnit: 1 },
      { currency: 'EUR', usdPerUnit: 1.08 },
    ];
    expect(baseChoices(rates, euros)).toEqual(rates);
    expect(baseChoices(rates, { baseCurrency: 'CHF', baseUsdPerUnit: null })).toEqual([
      { currency: 'CHF', usdPerUnit: null },
      ...rates,
    ]);
    expect(baseChoices(undefined, dollars)).toEqual([{ currency: 'USD', usdPerUnit: 1 }]);
  });

  it('names the currencies a refused save or base has no rate for', () => {
    const orders = mixedOrders();
    expect(refusedCurrencies({ 'orders.0': 'noExchangeRate', 'orders.2': 'noExchangeRate' }, orders, 'USD')).toEqual([
      'GBP',
      'JPY',
    ]);
    expect(refusedCurrencies({ baseCurrency: 'noExchangeRate' }, orders, 'CHF')).toEqual(['CHF']);
    expect(refusedCurrencies({ blendName: 'required' }, orders, 'USD')).toEqual([]);
  });
});

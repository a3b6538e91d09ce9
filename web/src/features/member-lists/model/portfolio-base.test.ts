import { describe, expect, it } from 'vitest';
import type { PortfolioRow } from '@/features/member-lists/api/portfolio';
import { baseCurrencyChoices, currenciesWithoutRate } from './portfolio-base';

function row(currency: string, usdPerUnit: number | null): PortfolioRow {
  return {
    portfolioOrderId: 1,
    programId: 1,
    programName: 'Alpha Trend',
    programUri: 'alpha-trend',
    groupName: 'Alpha Capital',
    groupUri: 'alpha-capital',
    quantity: 500_000,
    leverage: 1,
    cashLevel: 500_000,
    currency,
    usdPerUnit,
  };
}

describe('the portfolio base currency', () => {
  it('may be a currency the site has a rate for, or the current base, each once', () => {
    expect(baseCurrencyChoices(['USD', 'EUR', 'GBP', 'JPY'], 'EUR')).toEqual(['USD', 'EUR', 'GBP', 'JPY']);
    expect(baseCurrencyChoices(['USD', 'GBP'], 'CHF')).toEqual(['USD', 'GBP', 'CHF']);
    expect(baseCurrencyChoices(undefined, 'USD')).toEqual(['USD']);
  });

  it('names every currency without a rate, the base included, once', () => {
    const items = [row('CHF', null), row('GBP', 1.25), row('CHF', null), row('SEK', null)];
    expect(currenciesWithoutRate({ baseCurrency: 'USD', baseUsdPerUnit: 1, items })).toEqual(['CHF', 'SEK']);
    expect(currenciesWithoutRate({ baseCurrency: 'EUR', baseUsdPerUnit: null, items: [row('GBP', 1.25)] })).toEqual(['EUR']);
    expect(currenciesWithoutRate({ baseCurrency: 'USD', baseUsdPerUnit: 1, items: [row('GBP', 1.25)] })).toEqual([]);
  });
});

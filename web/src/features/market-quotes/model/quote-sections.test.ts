import { describe, expect, it } from 'vitest';
import { hasIndexPage, quoteSections, type MarketQuote } from './quote-sections';

const quote = (id: number, kind: string, portfolioUri: string): MarketQuote => ({
  id,
  kind,
  portfolioUri,
  nameEn: portfolioUri,
  nameZh: portfolioUri,
  lastMonth: '2026-10',
  monthReturn: 0.01,
  ytdReturn: 0.02,
  twelveMonthReturn: 0.03,
  vami: [],
});

describe('quoteSections', () => {
  it('puts the S&P 500 and the main index first, then the sectors, strategies, methodologies and assets bands', () => {
    const quotes = [
      quote(1, 'main', 'cta-index'),
      quote(2, 'sector', 'sector-agricultural'),
      quote(10, 'strategy', 'strategy-arbitrage'),
      quote(31, 'assets', 'assets-over-10m'),
      quote(24, 'methodology', 'methodology-discretionary'),
      quote(4, 'sector', 'sector-currency'),
      quote(32, 'benchmark', 'sp-500'),
    ];
    expect(quoteSections(quotes).map(({ section, quotes: members }) => [section, members.map((member) => member.portfolioUri)])).toEqual([
      ['main', ['sp-500', 'cta-index']],
      ['sector', ['sector-agricultural', 'sector-currency']],
      ['strategy', ['strategy-arbitrage']],
      ['methodology', ['methodology-discretionary']],
      ['assets', ['assets-over-10m']],
    ]);
  });

  it('leaves out empty sections and puts a kind it does not know last', () => {
    expect(quoteSections([quote(9, 'future-kind', 'x'), quote(32, 'benchmark', 'sp-500')]).map(({ section }) => section)).toEqual([
      'main',
      'other',
    ]);
    expect(quoteSections([])).toEqual([]);
  });
});

describe('hasIndexPage', () => {
  it('is false of the benchmark only', () => {
    expect(hasIndexPage(quote(32, 'benchmark', 'sp-500'))).toBe(false);
    expect(hasIndexPage(quote(1, 'main', 'cta-index'))).toBe(true);
    expect(hasIndexPage(quote(31, 'assets', 'assets-over-10m'))).toBe(true);
  });
});

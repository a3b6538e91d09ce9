import { describe, expect, it } from 'vitest';
import { awardFigureIsRatio, awardMonth, awardRankingPath } from './awards';

describe('awardRankingPath', () => {
  it("is the index's ranking of the award's month", () => {
    expect(awardRankingPath({ portfolioUri: 'cta-index', dateEnd: '2026-10' })).toBe(
      '/indexes/cta-index/rankings?filterByDateEnd=2026-10',
    );
    expect(awardRankingPath({ portfolioUri: 'a b', dateEnd: '2019-01' })).toBe('/indexes/a%20b/rankings?filterByDateEnd=2019-01');
  });
});

describe('awardMonth', () => {
  it('reads YYYY-MM as yyyymm', () => {
    expect(awardMonth({ dateEnd: '2026-10' })).toBe(202610);
  });
});

describe('awardFigureIsRatio', () => {
  it('is true of the Sharpe ratio only; every other measure is a return', () => {
    expect(awardFigureIsRatio({ rankingMeasure: 'sharpeRatio' })).toBe(true);
    for (const measure of ['monthReturn', 'yearToDate', 'oneYear', 'threeYear', 'fiveYear'] as const) {
      expect(awardFigureIsRatio({ rankingMeasure: measure })).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { ProgramStatistics } from './engine';
import { periodReturnRows } from './period-returns';

type Report = ProgramStatistics['periodReturns'];
type Returns = Report['program'];

const returns = (value: number): Returns => ({
  lastReturn: value,
  qtrYearReturn: value,
  ytdReturn: value,
  fullYearReturn: { cumulative: value, annualized: value },
  threeYearReturn: { cumulative: 3 * value, annualized: value / 3 },
  fiveYearReturn: null,
  tenYearReturn: null,
  past12Months: value,
  cumulativeROR: 10 * value,
  compoundedAnnualROR: value / 2,
});

describe('periodReturnRows', () => {
  it('gives the series, the S&P 500 and the difference; trailing years annualized, inception cumulative', () => {
    const report = { asOf: '2026-10', program: returns(0.1), benchmark: returns(0.2), difference: returns(-0.1) } as unknown as Report;
    const rows = periodReturnRows(report);
    expect(rows.map((row) => row.kind)).toEqual(['series', 'benchmark', 'difference']);
    expect(rows[0]?.values).toMatchObject({ threeYears: 0.1 / 3, fiveYears: null, sinceInception: 1, compoundedAnnual: 0.05 });
  });

  it('gives the series alone without a benchmark', () => {
    const report = { asOf: '2026-10', program: returns(0.1), benchmark: null, difference: null } as unknown as Report;
    expect(periodReturnRows(report).map((row) => row.kind)).toEqual(['series']);
  });
});

import { describe, expect, it } from 'vitest';
import type { ProgramStatistics } from './engine';
import { periodColumns, periodReturnRows, periodValues } from './period-returns';

type PeriodReturns = ProgramStatistics['periodReturns']['program'];

const series: PeriodReturns = {
  lastReturn: 0.02,
  qtrYearReturn: 0.03,
  ytdReturn: 0.05,
  fullYearReturn: { cumulative: 0.1, annualized: 0.1 },
  threeYearReturn: { cumulative: 0.331, annualized: 0.1 },
  fiveYearReturn: null,
  tenYearReturn: null,
  past12Months: 0.1,
  cumulativeROR: 0.5,
  compoundedAnnualROR: 0.08,
};

const benchmark: PeriodReturns = { ...series, lastReturn: 0.01, threeYearReturn: { cumulative: 0.2, annualized: 0.0627 } };
const difference: PeriodReturns = { ...series, lastReturn: 0.01, threeYearReturn: { cumulative: 0.131, annualized: 0.0373 } };

describe('periodValues', () => {
  it('shows trailing years annualized, since inception cumulative, missing periods as null', () => {
    expect(periodValues(series)).toEqual({
      lastMonth: 0.02,
      quarter: 0.03,
      ytd: 0.05,
      oneYear: 0.1,
      threeYears: 0.1,
      fiveYears: null,
      tenYears: null,
      sinceInception: 0.5,
      compoundedAnnual: 0.08,
    });
    expect(Object.keys(periodValues(series))).toEqual([...periodColumns]);
  });
});

describe('periodReturnRows', () => {
  const report = {
    asOf: '2024-12',
    program: series,
    benchmark,
    difference,
    sp500Inception: 0.4,
    correlationsp500: { value: 0.1, overlap: 60 },
  };

  it('lists the series (a program or an index), the S&P 500 and the difference (±) row', () => {
    const rows = periodReturnRows(report);
    expect(rows.map((row) => row.kind)).toEqual(['series', 'benchmark', 'difference']);
    expect(rows.map((row) => row.values.lastMonth)).toEqual([0.02, 0.01, 0.01]);
    expect(rows[2]?.values.threeYears).toBe(0.0373);
  });

  it('shows the series alone when there is no benchmark', () => {
    const rows = periodReturnRows({ ...report, benchmark: null, difference: null });
    expect(rows.map((row) => row.kind)).toEqual(['series']);
  });
});

import type { ProgramStatistics } from './engine';

type PeriodReturnsReport = ProgramStatistics['periodReturns'];
type PeriodReturns = PeriodReturnsReport['program'];

/** The columns of the period returns table, in the spec's order. */
export const periodColumns = [
  'lastMonth',
  'quarter',
  'ytd',
  'oneYear',
  'threeYears',
  'fiveYears',
  'tenYears',
  'sinceInception',
  'compoundedAnnual',
] as const;

export type PeriodColumn = (typeof periodColumns)[number];

/** series: the program or index; benchmark: the S&P 500; difference: series − S&P 500 (the ± row). */
export type PeriodRowKind = 'series' | 'benchmark' | 'difference';

export interface PeriodReturnRow {
  kind: PeriodRowKind;
  values: Readonly<Record<PeriodColumn, number | null>>;
}

/**
 * One row's figures. Trailing years are annualized (the engine gives both; for one year they
 * agree); since inception is the cumulative return.
 */
export function periodValues(returns: PeriodReturns): Record<PeriodColumn, number | null> {
  return {
    lastMonth: returns.lastReturn,
    quarter: returns.qtrYearReturn,
    ytd: returns.ytdReturn,
    oneYear: returns.fullYearReturn?.annualized ?? null,
    threeYears: returns.threeYearReturn?.annualized ?? null,
    fiveYears: returns.fiveYearReturn?.annualized ?? null,
    tenYears: returns.tenYearReturn?.annualized ?? null,
    sinceInception: returns.cumulativeROR,
    compoundedAnnual: returns.compoundedAnnualROR,
  };
}

/** The series' row, then the S&P 500's and the difference when the report has a benchmark. */
export function periodReturnRows(report: PeriodReturnsReport): PeriodReturnRow[] {
  const rows: PeriodReturnRow[] = [{ kind: 'series', values: periodValues(report.program) }];
  if (report.benchmark) rows.push({ kind: 'benchmark', values: periodValues(report.benchmark) });
  if (report.difference) rows.push({ kind: 'difference', values: periodValues(report.difference) });
  return rows;
}

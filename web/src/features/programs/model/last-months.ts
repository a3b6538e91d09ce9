import type { ProgramStatistics } from '@/lib/engine';

type PerformanceYear = ProgramStatistics['performanceTable'][number];

/** One month's return of the snapshot's row. */
export interface MonthReturn {
  /** `YYYY-MM`. */
  month: string;
  value: number;
  estimated: boolean;
}

/**
 * The last `count` months that have a return, oldest first, read from the year-by-month table
 * (so they are the very figures the performance tables show). Months without a return (a gap
 * the manager left) are skipped rather than shown blank.
 */
export function lastMonths(table: readonly PerformanceYear[], count = 12): MonthReturn[] {
  const months = table
    .flatMap((year) => year.returns)
    .flatMap((cell) => (cell.value === null ? [] : [{ month: cell.month, value: cell.value, estimated: cell.estimated }]))
    .sort((a, b) => a.month.localeCompare(b.month));
  return months.slice(Math.max(0, months.length - count));
}

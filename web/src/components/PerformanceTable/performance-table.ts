import type { ProgramStatistics } from '@/lib/engine';

type PerformanceYear = ProgramStatistics['performanceTable'][number];
export type PerformanceCell = PerformanceYear['returns'][number];

export interface PerformanceRow {
  year: number;
  /** January to December; undefined where the year has no cell for the month. */
  months: (PerformanceCell | undefined)[];
  ytd: number | null;
  maxDrawDown: number | null;
}

/** Month 1–12 of an engine month ("2024-03" → 3). */
export function monthOfYear(month: string): number {
  return Number(month.slice(5, 7));
}

/** The year-by-month table, the latest year first; each month in its column whatever the order. */
export function performanceRows(table: readonly PerformanceYear[]): PerformanceRow[] {
  return [...table]
    .sort((a, b) => b.year - a.year)
    .map((year) => ({
      year: year.year,
      months: Array.from({ length: 12 }, (_, index) => year.returns.find((cell) => monthOfYear(cell.month) === index + 1)),
      ytd: year.ytd,
      maxDrawDown: year.maxDrawDown,
    }));
}

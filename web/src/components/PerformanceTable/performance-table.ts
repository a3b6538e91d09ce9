import type { ProgramStatistics } from '@/lib/engine';
import { formatPercent } from '@/lib/format';

type PerformanceYear = ProgramStatistics['performanceTable'][number];

/** A month's return as the table shows it. */
export interface MonthFigure {
  text: string;
  /** Marked 'E' (the note below the table explains it). */
  estimated: boolean;
}

/**
 * One year of the table, its figures formatted: an edit of a blend compares rows by what they
 * show, so a year whose figures read the same is not rendered again.
 */
export interface PerformanceRow {
  year: number;
  /** January to December; undefined where the month has no return. */
  months: (MonthFigure | undefined)[];
  ytd: string;
  maxDrawDown: string;
  /** Whether any of its months is estimated. */
  estimated: boolean;
}

/** Month 1–12 of an engine month ("2024-03" → 3). */
export function monthOfYear(month: string): number {
  return Number(month.slice(5, 7));
}

/** The year-by-month table, the latest year first; each month in its column whatever the order. */
export function performanceRows(table: readonly PerformanceYear[]): PerformanceRow[] {
  return [...table]
    .sort((a, b) => b.year - a.year)
    .map((year) => {
      const months: (MonthFigure | undefined)[] = Array.from({ length: 12 }, () => undefined);
      for (const cell of year.returns) {
        if (cell.value !== null) months[monthOfYear(cell.month) - 1] = { text: formatPercent(cell.value), estimated: cell.estimated };
      }
      return {
        year: year.year,
        months,
        ytd: formatPercent(year.ytd),
        maxDrawDown: formatPercent(year.maxDrawDown),
        estimated: year.returns.some((cell) => cell.estimated),
      };
    });
}

/** Whether two rows show the same. */
export function samePerformanceRow(before: PerformanceRow, after: PerformanceRow): boolean {
  return (
    before.year === after.year &&
    before.ytd === after.ytd &&
    before.maxDrawDown === after.maxDrawDown &&
    before.months.every((figure, index) => {
      const other = after.months[index];
      return figure?.text === other?.text && figure?.estimated === other?.estimated;
    })
  );
}

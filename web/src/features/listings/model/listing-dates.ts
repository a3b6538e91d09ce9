/** Dates the listings compute from the reader's today (local time). */

/** `YYYY-MM-DD` of a date. */
export function isoDay(date: Date): string {
  return `${isoMonth(date)}-${String(date.getDate()).padStart(2, '0')}`;
}

/** `YYYY-MM` of a date, as the month inputs hold it. */
export function isoMonth(date: Date): string {
  return `${String(date.getFullYear())}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * The same day `months` months earlier, kept within the shorter month: 31 March less one month is
 * the last day of February, not 3 March (which `setMonth` would give).
 */
export function monthsBefore(date: Date, months: number): Date {
  const lastDay = new Date(date.getFullYear(), date.getMonth() - months + 1, 0).getDate();
  return new Date(date.getFullYear(), date.getMonth() - months, Math.min(date.getDate(), lastDay));
}

/** `yyyymm` of the month before `date`'s: what heads the month-return column until the server says. */
export function previousMonth(date: Date): number {
  const before = new Date(date.getFullYear(), date.getMonth() - 1, 1);
  return before.getFullYear() * 100 + before.getMonth() + 1;
}

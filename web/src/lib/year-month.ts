import type { Lang } from '@/config/languages';
import { formatMonth, missingValue } from './format';

/**
 * Calendar months as the API writes them, `YYYY-MM`. Two such strings compare as their months do,
 * so `<` and `>` order them.
 */
export type YearMonthText = string;

const pattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether `text` is a month `YYYY-MM`. */
export function isYearMonth(text: string | null | undefined): text is YearMonthText {
  return pattern.test(text ?? '');
}

/** `YYYY-MM` of a year and a month 1–12. */
function yearMonth(year: number, month: number): YearMonthText {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month of a local date: what the reader calls this month. */
export function yearMonthOf(date: Date): YearMonthText {
  return yearMonth(date.getFullYear(), date.getMonth() + 1);
}

/** `month` moved by `count` months (negative: earlier). */
export function addMonths(month: YearMonthText, count: number): YearMonthText {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return yearMonth(Math.floor(index / 12), (index % 12) + 1);
}

/** `month` kept within `first`..`last`. */
export function clampMonth(month: YearMonthText, first: YearMonthText, last: YearMonthText): YearMonthText {
  if (month < first) return first;
  if (month > last) return last;
  return month;
}

/** `YYYY-MM` (or a date in it, `YYYY-MM-DD`) as the tables show months: "Oct 2026" / "2026年10月". */
export function formatYearMonth(month: string | null | undefined, lang: Lang): string {
  const text = month?.slice(0, 7);
  if (!isYearMonth(text)) return missingValue;
  return formatMonth(Number(text.slice(0, 4)) * 100 + Number(text.slice(5, 7)), lang);
}

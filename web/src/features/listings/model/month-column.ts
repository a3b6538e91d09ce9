import type { Lang } from '@/config/languages';
import type { Translate } from '@/i18n/translate';
import { formatMonth } from '@/lib/format';

/**
 * What a listing's month-return column holds: the calendar month before the current one (the
 * screener, whose rows mostly reported it), or each program's own last month (archived
 * programs, which stopped reporting at different months).
 */
export type MonthColumn = 'calendar' | 'ownLastMonth';

/** The column's heading: the month with its year ("Oct 2026"), or "Last Month" when each row has its own. */
export function monthColumnHeading(column: MonthColumn, returnMonth: number, lang: Lang, t: Translate): string {
  return column === 'calendar' ? formatMonth(returnMonth, lang) : t('listing.lastMonth');
}

/**
 * The month a row's figure names beside it, when the heading does not name it: the row's own last
 * month under "Last Month", or an older month than the heading's (a program that has not
 * reported yet). None when the heading names it.
 */
export function rowReturnMonth(column: MonthColumn, returnMonth: number, dateReturn: number | null | undefined): number | null {
  if (dateReturn === null || dateReturn === undefined) return null;
  return column === 'ownLastMonth' || dateReturn !== returnMonth ? dateReturn : null;
}

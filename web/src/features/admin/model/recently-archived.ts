import type { AdminProgramQuery } from '@/features/admin/api/programs';
import { programStatusIds } from '@/features/admin/model/program-status';

/** Spec section 9: the recently archived list looks back to the first day of the month four months back. */
export const archivedWindowMonths = 4;

/** Spec section 9: the pending and archived program lists show 100 rows. */
export const recentlyArchivedPageSize = 100;

/**
 * The first day of the window, `YYYY-MM-DD`, from the reader's own calendar day: on 2026-02-10
 * it is 2025-10-01. The server compares it with the archiving day, so the browser's day (not
 * UTC's) decides, as a reader looking at their calendar would expect.
 */
export function archivedWindowStart(today: Date): string {
  const monthIndex = today.getFullYear() * 12 + today.getMonth() - archivedWindowMonths;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** `GET /admin/programs` for the tab: archived programs of the window, the newest archived first. */
export function recentlyArchivedApiQuery(today: Date, pageNumber: number): AdminProgramQuery {
  return {
    filterByProgramStatusIds: String(programStatusIds.archived),
    filterByDateArchivedStart: archivedWindowStart(today),
    sortBy: 'dateArchived',
    orderBy: 'DESC',
    pageSize: recentlyArchivedPageSize,
    pageNumber,
  };
}

import { describe, expect, it } from 'vitest';
import { archivedWindowStart, recentlyArchivedApiQuery } from './recently-archived';

/** A day of the reader's calendar (local time), months counted from 1. */
function day(year: number, month: number, date: number): Date {
  return new Date(year, month - 1, date, 12);
}

describe('recently archived window', () => {
  it('starts on the first day of the month four months back', () => {
    expect(archivedWindowStart(day(2026, 7, 15))).toBe('2026-03-01');
    expect(archivedWindowStart(day(2026, 5, 1))).toBe('2026-01-01');
    expect(archivedWindowStart(day(2026, 12, 31))).toBe('2026-08-01');
  });

  it('crosses into the year before from January to April', () => {
    expect(archivedWindowStart(day(2026, 2, 10))).toBe('2025-10-01');
    expect(archivedWindowStart(day(2026, 1, 1))).toBe('2025-09-01');
    expect(archivedWindowStart(day(2026, 4, 30))).toBe('2025-12-01');
    expect(archivedWindowStart(day(2000, 3, 31))).toBe('1999-11-01');
  });

  it('follows the reader’s calendar day, whatever the hour', () => {
    expect(archivedWindowStart(new Date(2026, 4, 1, 0, 0, 0))).toBe('2026-01-01');
    expect(archivedWindowStart(new Date(2026, 3, 30, 23, 59, 59))).toBe('2025-12-01');
  });

  it('asks for archived programs of the window, the newest archived first, 100 to a page', () => {
    expect(recentlyArchivedApiQuery(day(2026, 2, 10), 2)).toEqual({
      filterByProgramStatusIds: '3',
      filterByDateArchivedStart: '2025-10-01',
      sortBy: 'dateArchived',
      orderBy: 'DESC',
      pageSize: 100,
      pageNumber: 2,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { archivedListing, newListingsListing, returnsListing, screenerListing } from './listings';

describe('the listings’ own filters', () => {
  it('new listings: approved within the last month', () => {
    expect(newListingsListing.fixedQuery(new Date(2026, 10, 22))).toEqual({ filterByDateApprovedStart: '2026-10-22' });
    expect(newListingsListing.fixedQuery(new Date(2026, 4, 31))).toEqual({ filterByDateApprovedStart: '2026-04-30' });
  });

  it('archived programs: archived since the first day of the month four months back', () => {
    expect(archivedListing.fixedQuery(new Date(2026, 10, 22))).toEqual({
      filterByProgramStatusIds: ['3'],
      filterByDateArchivedStart: '2026-07-01',
    });
    expect(archivedListing.fixedQuery(new Date(2027, 1, 10)).filterByDateArchivedStart).toBe('2026-10-01');
  });

  it('the screener and the returns listing filter nothing themselves and sort by their figure', () => {
    expect(screenerListing.fixedQuery(new Date())).toEqual({});
    expect(screenerListing.defaultSort).toEqual({ by: 'monthReturn', order: 'DESC' });
    expect(returnsListing.defaultSort).toEqual({ by: 'ytdReturn', order: 'DESC' });
  });

  it('the archived listing shows the date archived instead of the past 12 months', () => {
    expect(archivedListing.columns).toContain('dateArchived');
    expect(archivedListing.columns).not.toContain('past12Months');
  });
});

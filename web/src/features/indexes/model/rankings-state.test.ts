import { describe, expect, it } from 'vitest';
import {
  awardsApiQuery,
  defaultRankingMonth,
  readRankingsState,
  withRankingMonth,
} from './rankings-state';

describe('the Monthly Rankings state', () => {
  it('reads the month, the sort and the page from the URL', () => {
    expect(readRankingsState(new URLSearchParams('filterByDateEnd=2026-08&sortBy=performance&orderBy=asc&pageNumber=2'))).toEqual({
      month: '2026-08',
      sort: { by: 'performance', order: 'ASC' },
      pageNumber: 2,
    });
  });

  it('takes a date in the month as the month, as older links give it', () => {
    expect(readRankingsState(new URLSearchParams('filterByDateEnd=2026-08-31')).month).toBe('2026-08');
  });

  it('ignores a month it cannot read and an unknown sort: the default month, by rank', () => {
    for (const query of ['filterByDateEnd=2026-13', 'filterByDateEnd=August', 'filterByDateEnd=2026-8', 'sortBy=visits']) {
      const state = readRankingsState(new URLSearchParams(query));
      expect(state.sort).toEqual({ by: 'rank', order: 'ASC' });
      expect(state.month).toBeUndefined();
    }
  });

  it('starts each column with its best: the highest figure, the first rank', () => {
    expect(readRankingsState(new URLSearchParams('sortBy=performance')).sort.order).toBe('DESC');
    expect(readRankingsState(new URLSearchParams('sortBy=rank')).sort.order).toBe('ASC');
  });

  it('defaults to 3 months before the current month, kept within the ranked months (spec)', () => {
    const today = new Date(2026, 10, 26);
    expect(defaultRankingMonth(today, undefined)).toBe('2026-08');
    expect(defaultRankingMonth(today, { first: '1983-03', last: '2026-10' })).toBe('2026-08');
    expect(defaultRankingMonth(today, { first: '1995-01', last: '2026-06' })).toBe('2026-06');
    expect(defaultRankingMonth(new Date(2026, 1, 1), null)).toBe('2025-11');
    expect(defaultRankingMonth(today, { first: '2026-09', last: '2026-10' })).toBe('2026-09');
  });

  it('asks the API for the month, the sort and the 500 rows of a page', () => {
    const state = readRankingsState(new URLSearchParams('sortBy=investmentMin&orderBy=DESC'));
    expect(awardsApiQuery('cta-index', '2026-08', state)).toEqual({
      filterByPortfolioUri: 'cta-index',
      filterByDateEnd: '2026-08',
      sortBy: 'investmentMin',
      orderBy: 'DESC',
      pageSize: 500,
      pageNumber: 1,
    });
  });

  it('keeps the sort when the month changes and goes back to the first page', () => {
    const params = new URLSearchParams('sortBy=performance&orderBy=DESC&pageNumber=2');
    expect(withRankingMonth(params, '2026-07').toString()).toBe('sortBy=performance&orderBy=DESC&filterByDateEnd=2026-07');
  });
});

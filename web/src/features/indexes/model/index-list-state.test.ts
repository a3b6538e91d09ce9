import { describe, expect, it } from 'vitest';
import {
  indexListApiQuery,
  latestIndexMonth,
  readIndexListState,
  withIndexPageSize,
} from './index-list-state';

describe('the CTA Indexes list state', () => {
  it("defaults to the month's return, best first, 50 to a page (spec)", () => {
    const state = readIndexListState(new URLSearchParams());
    expect(state).toEqual({ sort: { by: 'monthReturn', order: 'DESC' }, pageNumber: 1, pageSize: 50 });
    expect(indexListApiQuery(state)).toEqual({ sortBy: 'monthReturn', orderBy: 'DESC', pageSize: 50, pageNumber: 1 });
  });

  it('reads the sort and page from the URL, starting names A to Z and figures at the highest', () => {
    expect(readIndexListState(new URLSearchParams('sortBy=portfolioName')).sort).toEqual({ by: 'portfolioName', order: 'ASC' });
    expect(readIndexListState(new URLSearchParams('sortBy=sharpe')).sort).toEqual({ by: 'sharpe', order: 'DESC' });
    expect(readIndexListState(new URLSearchParams('sortBy=maxDrawDown&orderBy=asc&pageNumber=2&pageSize=25'))).toEqual({
      sort: { by: 'maxDrawDown', order: 'ASC' },
      pageNumber: 2,
      pageSize: 25,
    });
  });

  it('falls back to the defaults for what the API would refuse', () => {
    expect(readIndexListState(new URLSearchParams('sortBy=nonsense&orderBy=up&pageNumber=0&pageSize=500'))).toEqual({
      sort: { by: 'monthReturn', order: 'DESC' },
      pageNumber: 1,
      pageSize: 50,
    });
  });

  it('goes back to the first page when the page size changes, the default size leaving the URL', () => {
    const params = new URLSearchParams('pageNumber=3');
    expect(withIndexPageSize(params, 25).toString()).toBe('pageSize=25');
    expect(withIndexPageSize(new URLSearchParams('pageSize=25'), 50).toString()).toBe('');
  });

  it('heads the month column with the latest month any index has', () => {
    expect(latestIndexMonth([{ dateEnd: '2026-09' }, { dateEnd: '2026-10' }, { dateEnd: '2026-08' }])).toBe('2026-10');
    expect(latestIndexMonth([])).toBeUndefined();
  });
});

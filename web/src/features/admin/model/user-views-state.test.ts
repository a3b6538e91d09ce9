import { describe, expect, it } from 'vitest';
import {
  defaultViewsPageSize,
  readUserViewsState,
  userViewsApiQuery,
  withViewsPageSize,
} from './user-views-state';

describe('user views state', () => {
  it('opens on the newest 25 views', () => {
    const state = readUserViewsState(new URLSearchParams());
    expect(state).toEqual({ sort: { by: 'dateCreated', order: 'DESC' }, pageNumber: 1, pageSize: defaultViewsPageSize });
    expect(userViewsApiQuery(state)).toEqual({ sortBy: 'dateCreated', orderBy: 'DESC', pageSize: 25, pageNumber: 1 });
  });

  it('reads sort and page from the URL; a name column starts A to Z', () => {
    const state = readUserViewsState(new URLSearchParams('sortBy=programName&pageNumber=3&pageSize=50'));
    expect(state).toEqual({ sort: { by: 'programName', order: 'ASC' }, pageNumber: 3, pageSize: 50 });
    expect(readUserViewsState(new URLSearchParams('sortBy=groupName&orderBy=desc')).sort).toEqual({ by: 'groupName', order: 'DESC' });
  });

  it('falls back to the defaults for what the API would refuse', () => {
    const state = readUserViewsState(new URLSearchParams('sortBy=email&orderBy=up&pageNumber=0&pageSize=30'));
    expect(state).toEqual({ sort: { by: 'dateCreated', order: 'DESC' }, pageNumber: 1, pageSize: 25 });
  });

  it('starts from page 1 at another page size, and leaves the default size out of the URL', () => {
    expect(withViewsPageSize(new URLSearchParams('pageNumber=4&sortBy=groupName'), 100).toString()).toBe('sortBy=groupName&pageSize=100');
    expect(withViewsPageSize(new URLSearchParams('pageSize=100&pageNumber=2'), 25).toString()).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import {
  isTooShort,
  readUserListState,
  searchableTerm,
  userListApiQuery,
  withSearch,
  withUserPageSize,
} from './user-list-state';

describe('user list state', () => {
  it('defaults to the newest accounts first, 10 to a page, unsearched', () => {
    const state = readUserListState(new URLSearchParams());
    expect(state).toEqual({ search: '', sort: { by: 'dateCreated', order: 'DESC' }, pageNumber: 1, pageSize: 10 });
    expect(userListApiQuery(state)).toEqual({ sortBy: 'dateCreated', orderBy: 'DESC', pageSize: 10, pageNumber: 1 });
  });

  it('reads search, sort and page from the URL, refusing what the API would not take', () => {
    const state = readUserListState(new URLSearchParams('search=%20ann%20&sortBy=email&orderBy=asc&pageNumber=3&pageSize=25'));
    expect(state).toEqual({ search: 'ann', sort: { by: 'email', order: 'ASC' }, pageNumber: 3, pageSize: 25 });
    expect(userListApiQuery(state)).toEqual({ search: 'ann', sortBy: 'email', orderBy: 'ASC', pageSize: 25, pageNumber: 3 });

    const odd = readUserListState(new URLSearchParams('sortBy=password&pageNumber=0&pageSize=7'));
    expect(odd.sort).toEqual({ by: 'dateCreated', order: 'DESC' });
    expect(odd.pageNumber).toBe(1);
    expect(odd.pageSize).toBe(10);
    // A name column starts A to Z when no order is given.
    expect(readUserListState(new URLSearchParams('sortBy=lastName')).sort).toEqual({ by: 'lastName', order: 'ASC' });
  });

  it('searches from 3 characters, spaces not counted', () => {
    expect(searchableTerm('jo')).toBeUndefined();
    expect(searchableTerm(' j o ')).toBeUndefined();
    expect(searchableTerm('   ')).toBeUndefined();
    expect(searchableTerm(' jo@ ')).toBe('jo@');
    expect(searchableTerm('李 明 华')).toBe('李 明 华');
    expect(isTooShort('')).toBe(false);
    expect(isTooShort('  ')).toBe(false);
    expect(isTooShort('an')).toBe(true);
    expect(isTooShort('ann')).toBe(false);
    // A short term in the URL lists everyone rather than sending a search the server refuses.
    expect(userListApiQuery(readUserListState(new URLSearchParams('search=an'))).search).toBeUndefined();
  });

  it('starts from the first page when the search or the page size changes', () => {
    const params = new URLSearchParams('sortBy=email&orderBy=ASC&pageNumber=4&pageSize=50');
    expect(withSearch(params, ' ann ').toString()).toBe('sortBy=email&orderBy=ASC&pageSize=50&search=ann');
    expect(withSearch(new URLSearchParams('search=ann&pageNumber=2'), '  ').toString()).toBe('');
    expect(withUserPageSize(params, 100).toString()).toBe('sortBy=email&orderBy=ASC&pageSize=100');
    expect(withUserPageSize(params, 10).toString()).toBe('sortBy=email&orderBy=ASC');
  });
});

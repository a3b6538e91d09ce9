import { describe, expect, it } from 'vitest';
import {
  groupListApiQuery,
  groupStatusBadge,
  readGroupListState,
  readStatusIds,
  withGroupPageSize,
  withStatus,
} from './group-list-state';

describe('group list state', () => {
  it('defaults to every status, the newest companies first, 10 to a page, unsearched', () => {
    const state = readGroupListState(new URLSearchParams());
    expect(state).toEqual({
      statusIds: [],
      search: '',
      sort: { by: 'dateCreated', order: 'DESC' },
      pageNumber: 1,
      pageSize: 10,
    });
    expect(groupListApiQuery(state)).toEqual({ sortBy: 'dateCreated', orderBy: 'DESC', pageSize: 10, pageNumber: 1 });
  });

  it('reads filter, search, sort and page from the URL, refusing what the API would not take', () => {
    const state = readGroupListState(
      new URLSearchParams('filterByGroupStatusIds=2,1&search=%20alpha%20&sortBy=groupName&orderBy=desc&pageNumber=3&pageSize=50'),
    );
    expect(state).toEqual({
      statusIds: [1, 2],
      search: 'alpha',
      sort: { by: 'groupName', order: 'DESC' },
      pageNumber: 3,
      pageSize: 50,
    });
    expect(groupListApiQuery(state)).toEqual({
      filterByGroupStatusIds: '1,2',
      search: 'alpha',
      sortBy: 'groupName',
      orderBy: 'DESC',
      pageSize: 50,
      pageNumber: 3,
    });

    const odd = readGroupListState(new URLSearchParams('filterByGroupStatusIds=9,x&sortBy=country&pageNumber=-2&pageSize=30'));
    expect(odd.statusIds).toEqual([]);
    expect(odd.sort).toEqual({ by: 'dateCreated', order: 'DESC' });
    expect(odd.pageNumber).toBe(1);
    expect(odd.pageSize).toBe(10);
    // Counts start with the most programs, names A to Z, when no order is given.
    expect(readGroupListState(new URLSearchParams('sortBy=programCount')).sort).toEqual({ by: 'programCount', order: 'DESC' });
    expect(readGroupListState(new URLSearchParams('sortBy=groupStatus')).sort).toEqual({ by: 'groupStatus', order: 'ASC' });
    // A short term in the URL lists every company rather than sending a search the server refuses.
    expect(groupListApiQuery(readGroupListState(new URLSearchParams('search=al'))).search).toBeUndefined();
  });

  it('keeps each known status once, ascending', () => {
    expect(readStatusIds(null)).toEqual([]);
    expect(readStatusIds('5, 2,2,0,6,1')).toEqual([1, 2, 5]);
    expect(readStatusIds('')).toEqual([]);
  });

  it('ticks and clears statuses from the first page, leaving the URL when none is ticked', () => {
    const params = new URLSearchParams('search=alpha&pageNumber=3');
    const pending = withStatus(params, 2, true);
    expect(pending.toString()).toBe('search=alpha&filterByGroupStatusIds=2');
    const both = withStatus(pending, 1, true);
    expect(both.get('filterByGroupStatusIds')).toBe('1,2');
    expect(withStatus(both, 1, true).get('filterByGroupStatusIds')).toBe('1,2');
    expect(withStatus(withStatus(both, 2, false), 1, false).toString()).toBe('search=alpha');
  });

  it('starts from the first page when the page size changes; the default size leaves the URL', () => {
    const params = new URLSearchParams('sortBy=groupName&orderBy=ASC&pageNumber=4&pageSize=50');
    expect(withGroupPageSize(params, 100).toString()).toBe('sortBy=groupName&orderBy=ASC&pageSize=100');
    expect(withGroupPageSize(params, 10).toString()).toBe('sortBy=groupName&orderBy=ASC');
  });

  it('marks each status with its badge', () => {
    expect([1, 2, 3, 4, 5].map(groupStatusBadge)).toEqual(['success', 'info', 'warning', 'danger', 'neutral']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  parseStatusIds,
  platformList,
  programListApiQuery,
  readProgramListState,
  unfilteredProgramListQuery,
  withPlatform,
  withProgramPageSize,
  withStatuses,
} from './program-list-state';
import { programStatusVariant } from './program-status';

describe('program list state', () => {
  it('defaults to every program by name, 25 to a page, unfiltered', () => {
    const state = readProgramListState(new URLSearchParams());
    expect(state).toEqual({
      search: '',
      sort: { by: 'programName', order: 'ASC' },
      pageNumber: 1,
      pageSize: 25,
      platformId: undefined,
      statusIds: [],
    });
    expect(programListApiQuery(state)).toEqual({ sortBy: 'programName', orderBy: 'ASC', pageSize: 25, pageNumber: 1 });
    expect(unfilteredProgramListQuery).toEqual(programListApiQuery(state));
  });

  it('reads filters, search, sort and page from the URL under the API’s names', () => {
    const state = readProgramListState(
      new URLSearchParams(
        'filterByPlatformId=2&filterByProgramStatusIds=3,1&search=%20trend%20&sortBy=dateCreated&pageNumber=3&pageSize=50',
      ),
    );
    expect(state).toEqual({
      search: 'trend',
      sort: { by: 'dateCreated', order: 'DESC' },
      pageNumber: 3,
      pageSize: 50,
      platformId: 2,
      statusIds: [1, 3],
    });
    expect(programListApiQuery(state)).toEqual({
      filterByProgramStatusIds: '1,3',
      filterByPlatformId: 2,
      search: 'trend',
      sortBy: 'dateCreated',
      orderBy: 'DESC',
      pageSize: 50,
      pageNumber: 3,
    });
  });

  it('refuses what the API would not take', () => {
    const odd = readProgramListState(
      new URLSearchParams('filterByPlatformId=x&sortBy=dateArchived&orderBy=up&pageNumber=-2&pageSize=30&search=ab'),
    );
    expect(odd.platformId).toBeUndefined();
    expect(odd.sort).toEqual({ by: 'programName', order: 'ASC' });
    expect(odd.pageNumber).toBe(1);
    expect(odd.pageSize).toBe(25);
    // A search too short to send lists everything rather than being refused.
    expect(programListApiQuery(odd).search).toBeUndefined();
    expect(parseStatusIds('4,9,2,2,,abc,0')).toEqual([2, 4]);
    expect(parseStatusIds(null)).toEqual([]);
  });

  it('starts from the first page when a filter or the page size changes', () => {
    const params = new URLSearchParams('sortBy=groupName&orderBy=DESC&pageNumber=4');
    expect(withPlatform(params, 3).toString()).toBe('sortBy=groupName&orderBy=DESC&filterByPlatformId=3');
    expect(withPlatform(new URLSearchParams('filterByPlatformId=3&pageNumber=2'), undefined).toString()).toBe('');
    expect(withStatuses(params, [3, 1]).toString()).toBe('sortBy=groupName&orderBy=DESC&filterByProgramStatusIds=1%2C3');
    expect(withStatuses(new URLSearchParams('filterByProgramStatusIds=1'), []).toString()).toBe('');
    expect(withProgramPageSize(params, 100).toString()).toBe('sortBy=groupName&orderBy=DESC&pageSize=100');
    expect(withProgramPageSize(new URLSearchParams('pageSize=100'), 25).toString()).toBe('');
  });

  it('names platforms in the list’s order, as the language lists them', () => {
    const platforms = [
      { id: 1, name: 'Alpha' },
      { id: 2, name: 'Beta' },
      { id: 3, name: 'Gamma' },
    ];
    expect(platformList([3, 1], platforms, 'en')).toBe('Alpha, Gamma');
    expect(platformList([3, 1], platforms, 'zh-hans')).toBe('Alpha、Gamma');
    expect(platformList([], platforms, 'en')).toBe('');
    expect(platformList([9], platforms, 'en')).toBe('');
  });

  it('marks each status with its badge', () => {
    expect([1, 2, 3, 4, 5].map(programStatusVariant)).toEqual(['success', 'info', 'warning', 'danger', 'neutral']);
  });
});

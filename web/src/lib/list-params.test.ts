import { describe, expect, it } from 'vitest';
import { orderParam, positiveIntParam, sortParams, withPage, withSort } from './list-params';

const firstOrder = { name: 'ASC', monthReturn: 'DESC', sharpe: 'DESC' } as const;

describe('a table sort and page in the URL', () => {
  it('reads whole page numbers from 1 up, nothing else', () => {
    expect(positiveIntParam('2')).toBe(2);
    for (const value of [null, '', '0', '-3', '1.5', 'two']) expect(positiveIntParam(value)).toBeUndefined();
  });

  it('reads orderBy in either case, nothing else', () => {
    expect(orderParam(new URLSearchParams('orderBy=asc'))).toBe('ASC');
    expect(orderParam(new URLSearchParams('orderBy=DESC'))).toBe('DESC');
    expect(orderParam(new URLSearchParams('orderBy=up'))).toBeUndefined();
    expect(orderParam(new URLSearchParams())).toBeUndefined();
  });

  it("starts a column in its first order, an unknown key at the default column's", () => {
    expect(sortParams(new URLSearchParams('sortBy=name'), firstOrder, 'monthReturn')).toEqual({ by: 'name', order: 'ASC' });
    expect(sortParams(new URLSearchParams('sortBy=sharpe'), firstOrder, 'monthReturn')).toEqual({ by: 'sharpe', order: 'DESC' });
    expect(sortParams(new URLSearchParams('sortBy=sharpe&orderBy=asc'), firstOrder, 'name')).toEqual({ by: 'sharpe', order: 'ASC' });
    expect(sortParams(new URLSearchParams('sortBy=toString'), firstOrder, 'monthReturn')).toEqual({ by: 'monthReturn', order: 'DESC' });
    expect(sortParams(new URLSearchParams('sortBy=visits&orderBy=up'), firstOrder, 'name')).toEqual({ by: 'name', order: 'ASC' });
  });

  it('goes back to the first page when the sort changes; the first page leaves the URL', () => {
    const onPage3 = new URLSearchParams('pageNumber=3&pageSize=50');
    expect(withSort(onPage3, { by: 'sharpe', order: 'DESC' }).toString()).toBe('pageSize=50&sortBy=sharpe&orderBy=DESC');
    expect(withSort(new URLSearchParams('filterByDateEnd=2026-07&pageNumber=2'), { by: 'rank', order: 'DESC' }).toString()).toBe(
      'filterByDateEnd=2026-07&sortBy=rank&orderBy=DESC',
    );
    expect(withPage(onPage3, 4).get('pageNumber')).toBe('4');
    expect(withPage(onPage3, 1).toString()).toBe('pageSize=50');
    expect(withPage(new URLSearchParams(), 2).toString()).toBe('pageNumber=2');
  });
});

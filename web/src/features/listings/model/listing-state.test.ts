import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  dateRangeProblem,
  listingApiQuery,
  readListingState,
  savedSearchFilters,
  withBlendCorrelation,
  withFilter,
  withoutFilters,
  withPageSize,
} from './listing-state';

const monthReturnDesc = { by: 'monthReturn', order: 'DESC' as const };

describe('listing state in the URL', () => {
  it('reads filters (repeated keys or comma lists), sort and page with defaults', () => {
    const state = readListingState(
      new URLSearchParams('filterByCompositionTypesId=3&filterByCompositionTypesId=5&filterByProgramTypesId=2,3&filterByCARORMin=10&pageNumber=2'),
      monthReturnDesc,
    );
    expect(state.filters).toEqual({
      filterByCompositionTypesId: ['3', '5'],
      filterByProgramTypesId: ['2', '3'],
      filterByCARORMin: ['10'],
    });
    expect(state.sort).toEqual(monthReturnDesc);
    expect(state.pageNumber).toBe(2);
    expect(state.pageSize).toBe(25);
  });

  it('round-trips the risk-measure ranges and sorts between the URL, the API query and a saved search', () => {
    let params = withFilter(new URLSearchParams('sortBy=sortinoRatio&orderBy=ASC'), 'filterBySortinoMin', ['1.5']);
    params = withFilter(params, 'filterByBetaMax', ['0']);
    params = withFilter(params, 'filterByMarMin', ['0.25']);
    expect(params.toString()).toBe('sortBy=sortinoRatio&orderBy=ASC&filterBySortinoMin=1.5&filterByBetaMax=0&filterByMarMin=0.25');
    const state = readListingState(params, monthReturnDesc);
    expect(state.sort).toEqual({ by: 'sortinoRatio', order: 'ASC' });
    expect(listingApiQuery(state)).toMatchObject({ filterBySortinoMin: '1.5', filterByBetaMax: '0', filterByMarMin: '0.25', sortBy: 'sortinoRatio' });
    expect(savedSearchFilters(state)).toEqual({ filterBySortinoMin: '1.5', filterByBetaMax: '0', filterByMarMin: '0.25' });
    expect(activeFilterCount(state)).toBe(3);
    expect(readListingState(new URLSearchParams('sortBy=marRatio'), monthReturnDesc).sort).toEqual({ by: 'marRatio', order: 'DESC' });
    expect(readListingState(new URLSearchParams('sortBy=beta&orderBy=ASC'), monthReturnDesc).sort.by).toBe('beta');
    expect(withoutFilters(params).toString()).toBe('sortBy=sortinoRatio&orderBy=ASC');
  });

  it('ignores page sizes the screener does not offer and bad page numbers', () => {
    const state = readListingState(new URLSearchParams('pageSize=7&pageNumber=-3&sortBy=ytdReturn&orderBy=asc'), monthReturnDesc);
    expect(state.pageSize).toBe(25);
    expect(state.pageNumber).toBe(1);
    expect(state.sort).toEqual({ by: 'ytdReturn', order: 'ASC' });
  });

  it('sends any filter or page-size change back to page 1', () => {
    const onPage3 = new URLSearchParams('pageNumber=3&pageSize=50');
    expect(withFilter(onPage3, 'filterByMaxRisk', ['20']).toString()).toBe('pageSize=50&filterByMaxRisk=20');
    expect(withPageSize(onPage3, 100).toString()).toBe('pageSize=100');
  });

  it('writes multi-value filters as repeated keys and removes emptied ones', () => {
    const params = withFilter(new URLSearchParams(), 'filterByMethodologyTypesId', ['1', '2']);
    expect(params.getAll('filterByMethodologyTypesId')).toEqual(['1', '2']);
    expect(withFilter(params, 'filterByMethodologyTypesId', []).toString()).toBe('');
  });

  it('sorts by the blend correlation when one is picked, and by the month when it is cleared', () => {
    const picked = withBlendCorrelation(new URLSearchParams('pageNumber=2&sortBy=assets&orderBy=ASC'), '7');
    expect(picked.toString()).toBe('sortBy=correlation&orderBy=DESC&filterByBlendCorrelationId=7');
    expect(readListingState(new URLSearchParams('filterByBlendCorrelationId=7'), monthReturnDesc).sort).toEqual({
      by: 'correlation',
      order: 'DESC',
    });
    expect(withBlendCorrelation(picked, '').toString()).toBe('sortBy=monthReturn&orderBy=DESC');
  });

  it('resets every filter but keeps the sort and the page size', () => {
    const params = new URLSearchParams('filterByCARORMin=10&sortBy=assets&orderBy=ASC&pageSize=50&pageNumber=2');
    expect(withoutFilters(params).toString()).toBe('sortBy=assets&orderBy=ASC&pageSize=50');
  });

  it('asks the server for the filters, the listing’s own filters, the sort and the page', () => {
    const state = readListingState(
      new URLSearchParams('filterByCompositionTypesId=3&filterByCompositionTypesId=5&filterByCARORMin=10&filterByProgramStatusIds=1'),
      monthReturnDesc,
    );
    expect(listingApiQuery(state, { filterByProgramStatusIds: ['3'] })).toEqual({
      filterByCompositionTypesId: ['3', '5'],
      filterByCARORMin: '10',
      filterByProgramStatusIds: ['3'],
      sortBy: 'monthReturn',
      orderBy: 'DESC',
      pageNumber: 1,
      pageSize: 25,
    });
  });

  it('falls back to the listing’s sort for a sort key the API does not know', () => {
    const state = readListingState(new URLSearchParams('sortBy=password&orderBy=ASC'), monthReturnDesc);
    expect(state.sort).toEqual({ by: 'monthReturn', order: 'ASC' });
    expect(listingApiQuery(state).sortBy).toBe('monthReturn');
  });

  it('keeps a saved search’s single filters as text and multi-value filters as lists', () => {
    const state = readListingState(new URLSearchParams('filterByCARORMin=10&filterByCompositionTypesId=3'), monthReturnDesc);
    expect(savedSearchFilters(state)).toEqual({ filterByCARORMin: '10', filterByCompositionTypesId: ['3'] });
  });
});

describe('the filter count', () => {
  const count = (search: string) => activeFilterCount(readListingState(new URLSearchParams(search), monthReturnDesc));

  it('counts each filter once, however many of its boxes are ticked', () => {
    expect(count('')).toBe(0);
    expect(count('sortBy=ytdReturn&pageNumber=2&pageSize=50')).toBe(0);
    expect(count('filterByMethodologyTypesId=1&filterByMethodologyTypesId=2&filterByName=zephyr&filterByFeeManagementMax=1')).toBe(3);
  });

  it('counts the performance months as one range', () => {
    expect(count('filterByDatePerformanceMin=2010-01&filterByDatePerformanceMax=2012-12')).toBe(1);
    expect(count('filterByDatePerformanceMin=2010-01')).toBe(1);
  });
});

describe('the name search in the URL', () => {
  it('keeps a comma in a name, where multi-value filters split', () => {
    const state = readListingState(new URLSearchParams('filterByName=Smith, Jones&filterByProgramTypesId=2,3'), monthReturnDesc);
    expect(state.filters.filterByName).toEqual(['Smith, Jones']);
    expect(listingApiQuery(state).filterByName).toBe('Smith, Jones');
    expect(state.filters.filterByProgramTypesId).toEqual(['2', '3']);
  });
});

describe('the performance date range', () => {
  it('needs both months or neither', () => {
    expect(dateRangeProblem(undefined, undefined, '2026-11')).toBeNull();
    expect(dateRangeProblem('2010-01', undefined, '2026-11')).toEqual({ field: 'filterByDatePerformanceMax', key: 'invalidDateRange' });
    expect(dateRangeProblem(undefined, '2010-01', '2026-11')).toEqual({ field: 'filterByDatePerformanceMin', key: 'invalidDateRange' });
  });

  it('may not end in the future or run backwards', () => {
    expect(dateRangeProblem('2010-01', '2026-12', '2026-11')).toEqual({ field: 'filterByDatePerformanceMax', key: 'futureDate' });
    expect(dateRangeProblem('2012-01', '2010-01', '2026-11')).toEqual({ field: 'filterByDatePerformanceMax', key: 'invalidDateRange' });
    expect(dateRangeProblem('2010-01', '2026-11', '2026-11')).toBeNull();
  });
});

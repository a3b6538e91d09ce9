import { describe, expect, it } from 'vitest';
import type { ProgramStatistics } from '@/lib/engine';
import { indexTabPath, visibleIndexTabs } from './index-tabs';

const statistics = {} as ProgramStatistics;
const month = { month: '2026-10', monthlyReturn: 0.01, memberCount: 3, estimated: false };

describe('index tabs', () => {
  it('offers every tab of an index with months', () => {
    expect(visibleIndexTabs({ statistics, monthlyReturns: [month], rankingMonths: { first: '2026-10', last: '2026-10' } })).toEqual([
      'snapshot',
      'historical-data',
      'programs',
    ]);
  });

  it('hides the tabs with nothing to show', () => {
    expect(visibleIndexTabs({ statistics: null, monthlyReturns: [], rankingMonths: null })).toEqual([]);
    expect(visibleIndexTabs({ statistics: null, monthlyReturns: [], rankingMonths: { first: '2026-10', last: '2026-10' } })).toEqual([
      'programs',
    ]);
  });

  it('puts the snapshot at the index page itself', () => {
    expect(indexTabPath('sector-energy', 'snapshot')).toBe('/indexes/sector-energy');
    expect(indexTabPath('sector-energy', 'historical-data')).toBe('/indexes/sector-energy/historical-data');
  });
});

import { describe, expect, it } from 'vitest';
import type { CompareItem } from '@/lib/compare';
import { defaultComparisons } from './comparisons';

const sp500: CompareItem = { kind: 'index', id: 32, title: 'S&P 500 (demo)', titleZh: '标普500指数（演示）', portfolioUri: 'sp-500' };
const ctaIndex: CompareItem = { kind: 'index', id: 1, title: 'CTA Atlas CTA Index', titleZh: 'CTA Atlas CTA 指数', portfolioUri: 'cta-index' };
const sector: CompareItem = { kind: 'index', id: 2, title: 'Agricultural Traders Index', portfolioUri: 'sector-agricultural' };
const program: CompareItem = { kind: 'program', id: 202, title: 'Alpha – Trend' };

describe('defaultComparisons', () => {
  it('charts the S&P 500 (the first index) and the main CTA index', () => {
    expect(defaultComparisons([program, sp500, ctaIndex, sector])).toEqual([
      { kind: 'index', id: 32 },
      { kind: 'index', id: 1 },
    ]);
  });

  it('finds the main index by its address, wherever the server lists it', () => {
    expect(defaultComparisons([sp500, sector, ctaIndex])).toEqual([
      { kind: 'index', id: 32 },
      { kind: 'index', id: 1 },
    ]);
  });

  it('charts each once, and only what is listed', () => {
    expect(defaultComparisons([ctaIndex, sector])).toEqual([{ kind: 'index', id: 1 }]);
    expect(defaultComparisons([sp500, sector])).toEqual([{ kind: 'index', id: 32 }]);
    expect(defaultComparisons([program])).toEqual([]);
    expect(defaultComparisons([])).toEqual([]);
  });
});

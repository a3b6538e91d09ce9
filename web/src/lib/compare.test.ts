import { describe, expect, it } from 'vitest';
import type { CompareItem } from './compare';
import { addPick, compareMatches, compareTitle, removePick, seriesKey, titleMatches } from './compare';

const sp500: CompareItem = { kind: 'index', id: 1, title: 'S&P 500 (demo)', titleZh: '标普500（演示）' };
const items: CompareItem[] = [
  { kind: 'program', id: 1, title: 'Alpha – Trend' },
  { kind: 'program', id: 2, title: 'Beta – Macro' },
  sp500,
];

describe('compareMatches', () => {
  const mainIndex: CompareItem = { kind: 'index', id: 2, title: 'CTA Atlas CTA Index', titleZh: 'CTA Atlas 商品交易顾问指数' };
  const all = [...items, mainIndex];

  it('suggests the programs the search found, in its order, then the matching indexes', () => {
    expect(compareMatches('alp', [2, 1], all, [])?.map(seriesKey)).toEqual(['program:2', 'program:1']);
    expect(compareMatches('index', [], all, [])).toEqual([mainIndex]);
  });

  it('finds the S&P 500 however it is typed, and indexes by their Chinese names', () => {
    for (const term of ['S&P', 's&p 5', 'sp500', 'S&P 500']) {
      expect(compareMatches(term, [], all, []), term).toEqual([sp500]);
    }
    expect(compareMatches('标普', [], all, [])).toEqual([sp500]);
    expect(compareMatches('指数', [], all, [])).toEqual([mainIndex]);
  });

  it('leaves out what is charted and programs a chart cannot show', () => {
    const charted = [{ kind: 'program', id: 1 } as const, { kind: 'index', id: 1 } as const];
    // Program 1 is charted; program 9 (found by the search, say without returns) is not a choice.
    expect(compareMatches('S&P', [1, 9, 2], all, charted)?.map(seriesKey)).toEqual(['program:2']);
  });

  it('waits for the items', () => {
    expect(compareMatches('S&P', [1], undefined, [])).toBeUndefined();
  });
});

describe('titleMatches', () => {
  it('ignores case, spaces and punctuation, never matching an empty term', () => {
    expect(titleMatches('S&P 500 (demo)', 'p 50')).toBe(true);
    expect(titleMatches('S&P 500 (demo)', 'SP 500')).toBe(true);
    expect(titleMatches('S&P 500 (demo)', 'nasdaq')).toBe(false);
    expect(titleMatches('S&P 500 (demo)', '  ')).toBe(false);
    expect(titleMatches('S&P 500 (demo)', '&&&')).toBe(false);
  });
});

describe('addPick and removePick', () => {
  const own = { kind: 'program', id: 1 } as const;

  it('adds a series once and never the program itself', () => {
    const once = addPick([], { kind: 'index', id: 1 }, own);
    expect(once).toEqual([{ kind: 'index', id: 1 }]);
    expect(addPick(once, { kind: 'index', id: 1 }, own)).toEqual(once);
    expect(addPick(once, own, own)).toEqual(once);
    expect(addPick(once, { kind: 'program', id: 2 }, own)).toEqual([
      { kind: 'index', id: 1 },
      { kind: 'program', id: 2 },
    ]);
  });

  it('removes only the given series', () => {
    const picks = [
      { kind: 'index', id: 1 },
      { kind: 'program', id: 1 },
    ] as const;
    expect(removePick(picks, { kind: 'index', id: 1 })).toEqual([{ kind: 'program', id: 1 }]);
  });
});

describe('series keys', () => {
  it('tell a program from an index of the same id', () => {
    expect(seriesKey({ kind: 'index', id: 7 })).toBe('index:7');
    expect(seriesKey({ kind: 'program', id: 7 })).toBe('program:7');
  });
});

describe('compareTitle', () => {
  it('names indexes in Chinese on the Chinese site', () => {
    expect(compareTitle(sp500, 'zh-hans')).toBe('标普500（演示）');
    expect(compareTitle({ title: 'Alpha – Trend', titleZh: null }, 'zh-hans')).toBe('Alpha – Trend');
    expect(compareTitle({ title: 'S&P 500', titleZh: '标普500' }, 'en')).toBe('S&P 500');
  });
});

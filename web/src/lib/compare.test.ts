import { describe, expect, it } from 'vitest';
import type { CompareItem } from './compare';
import { addPick, compareChoices, compareTitle, parseSeriesKey, removePick, seriesKey } from './compare';

const sp500: CompareItem = { kind: 'index', id: 1, title: 'S&P 500 (demo)', titleZh: '标普500（演示）' };
const items: CompareItem[] = [
  { kind: 'program', id: 1, title: 'Alpha – Trend' },
  { kind: 'program', id: 2, title: 'Beta – Macro' },
  sp500,
];

describe('compareChoices', () => {
  it('lists programs, then indexes, marking what is already charted', () => {
    const choices = compareChoices(items, [
      { kind: 'program', id: 2 },
      { kind: 'program', id: 1 },
    ]);
    expect(choices.programs.map((choice) => [choice.item.id, choice.charted])).toEqual([
      [1, true],
      [2, true],
    ]);
    // The index with id 1 is not the program with id 1.
    expect(choices.indexes.map((choice) => [choice.item.title, choice.charted])).toEqual([['S&P 500 (demo)', false]]);
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
  it('round-trip and refuse anything else', () => {
    expect(seriesKey({ kind: 'index', id: 7 })).toBe('index:7');
    expect(parseSeriesKey('program:12')).toEqual({ kind: 'program', id: 12 });
    expect(parseSeriesKey('')).toBeUndefined();
    expect(parseSeriesKey('fund:1')).toBeUndefined();
  });
});

describe('compareTitle', () => {
  it('names indexes in Chinese on the Chinese site', () => {
    expect(compareTitle(sp500, 'zh-hans')).toBe('标普500（演示）');
    expect(compareTitle({ title: 'Alpha – Trend', titleZh: null }, 'zh-hans')).toBe('Alpha – Trend');
    expect(compareTitle({ title: 'S&P 500', titleZh: '标普500' }, 'en')).toBe('S&P 500');
  });
});

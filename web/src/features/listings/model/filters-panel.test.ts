import { describe, expect, it } from 'vitest';
import { filtersStartOpen, phoneWidthQuery } from './filters-panel';

const screenOf = (width: number) => ({
  matchMedia: (query: string) => {
    expect(query).toBe(phoneWidthQuery);
    return { matches: width <= 640 } as MediaQueryList;
  },
});

describe('the filter panel at first', () => {
  it('is open on a desktop and closed on a phone', () => {
    expect(filtersStartOpen(screenOf(1366))).toBe(true);
    expect(filtersStartOpen(screenOf(641))).toBe(true);
    expect(filtersStartOpen(screenOf(640))).toBe(false);
    expect(filtersStartOpen(screenOf(390))).toBe(false);
  });

  it('is open where the width cannot be asked', () => {
    expect(filtersStartOpen({})).toBe(true);
  });
});

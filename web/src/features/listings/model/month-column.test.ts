import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import { createTranslate } from '@/i18n/translate';
import { monthColumnHeading, rowReturnMonth } from './month-column';

describe('the month-return column', () => {
  it('heads a calendar column with the month and its year', () => {
    const t = createTranslate(en);
    expect(monthColumnHeading('calendar', 202610, 'en', t)).toBe('Oct 2026');
    expect(monthColumnHeading('calendar', 202610, 'zh-hans', t)).toBe('2026年10月');
  });

  it('heads a column of each program’s own last month as such', () => {
    expect(monthColumnHeading('ownLastMonth', 202610, 'en', createTranslate(en))).toBe('Last Month');
  });

  it('names a row’s month only when the heading does not: an older month under a calendar heading', () => {
    expect(rowReturnMonth('calendar', 202610, 202610)).toBeNull();
    expect(rowReturnMonth('calendar', 202610, 202608)).toBe(202608);
    expect(rowReturnMonth('calendar', 202610, null)).toBeNull();
  });

  it('names every row’s own month under "Last Month", so an August value never sits under "Oct"', () => {
    expect(rowReturnMonth('ownLastMonth', 202610, 202608)).toBe(202608);
    expect(rowReturnMonth('ownLastMonth', 202610, 202610)).toBe(202610);
    expect(rowReturnMonth('ownLastMonth', 202610, undefined)).toBeNull();
  });
});

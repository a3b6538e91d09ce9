import { describe, expect, it } from 'vitest';
import { addMonths, clampMonth, formatYearMonth, isYearMonth, yearMonthOf } from './year-month';

describe('year-month', () => {
  it('knows a month from anything else', () => {
    expect(isYearMonth('2026-08')).toBe(true);
    expect(isYearMonth('2026-13')).toBe(false);
    expect(isYearMonth('2026-00')).toBe(false);
    expect(isYearMonth('2026-8')).toBe(false);
    expect(isYearMonth('2026-08-01')).toBe(false);
    expect(isYearMonth(null)).toBe(false);
  });

  it('moves across years both ways', () => {
    expect(addMonths('2026-11', -3)).toBe('2026-08');
    expect(addMonths('2026-02', -3)).toBe('2025-11');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-01', -13)).toBe('2024-12');
    expect(addMonths('2026-05', 0)).toBe('2026-05');
  });

  it('takes the local month of a date and keeps a month within a span', () => {
    expect(yearMonthOf(new Date(2026, 0, 31))).toBe('2026-01');
    expect(clampMonth('2030-01', '1983-03', '2026-10')).toBe('2026-10');
    expect(clampMonth('1970-01', '1983-03', '2026-10')).toBe('1983-03');
    expect(clampMonth('2000-06', '1983-03', '2026-10')).toBe('2000-06');
  });

  it('formats months and dates in them as the tables do, a dash for anything else', () => {
    expect(formatYearMonth('2026-10', 'en')).toBe('Oct 2026');
    expect(formatYearMonth('2006-07-01', 'en')).toBe('Jul 2006');
    expect(formatYearMonth('2026-10', 'zh-hans')).toBe('2026年10月');
    expect(formatYearMonth('2024-03', 'en')).toBe('Mar 2024');
    expect(formatYearMonth('2024-03', 'zh-hans')).toBe('2024年3月');
    expect(formatYearMonth(undefined, 'en')).toBe('–');
    expect(formatYearMonth(null, 'en')).toBe('–');
    expect(formatYearMonth('soon', 'en')).toBe('–');
  });
});

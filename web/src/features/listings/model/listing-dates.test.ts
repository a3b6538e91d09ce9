import { describe, expect, it } from 'vitest';
import { isoDay, isoMonth, monthsBefore, previousMonth } from './listing-dates';

describe('listing dates', () => {
  it('write days and months as the API and the month inputs take them', () => {
    expect(isoDay(new Date(2026, 2, 5))).toBe('2026-03-05');
    expect(isoMonth(new Date(2026, 10, 30))).toBe('2026-11');
  });

  it('go back whole months without running past the end of a shorter month', () => {
    expect(isoDay(monthsBefore(new Date(2026, 2, 31), 1))).toBe('2026-02-28');
    expect(isoDay(monthsBefore(new Date(2028, 2, 30), 1))).toBe('2028-02-29');
    expect(isoDay(monthsBefore(new Date(2026, 0, 15), 1))).toBe('2025-12-15');
  });

  it('name last month, across the turn of the year', () => {
    expect(previousMonth(new Date(2026, 10, 22))).toBe(202610);
    expect(previousMonth(new Date(2027, 0, 1))).toBe(202612);
  });
});

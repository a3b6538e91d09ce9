import { describe, expect, it } from 'vitest';
import { dateAllocationProblem, quantityProblem, utcToday } from './portfolio-rules';

describe('the portfolio form over the allocation rules (the server keys)', () => {
  it('an amount is at least the program minimum investment', () => {
    expect(quantityProblem('250000', 250_000)).toBeNull();
    expect(quantityProblem('249999', 250_000)).toBe('belowMinimum');
    expect(quantityProblem('', 250_000)).toBe('required');
    expect(quantityProblem('abc', 250_000)).toBe('belowMinimum');
  });

  it('an amount is above zero when the program states no minimum', () => {
    expect(quantityProblem('1', null)).toBeNull();
    expect(quantityProblem('1', 0)).toBeNull();
    expect(quantityProblem('0', null)).toBe('belowMinimum');
    expect(quantityProblem('-5', undefined)).toBe('belowMinimum');
  });

  it('an allocation date lies between the inception month and today', () => {
    expect(dateAllocationProblem('2015-06-01', '2015-06-17', '2026-11-22')).toBeNull();
    expect(dateAllocationProblem('2015-05-31', '2015-06-17', '2026-11-22')).toBe('outOfRange');
    expect(dateAllocationProblem('2026-11-22', '2015-06-17', '2026-11-22')).toBeNull();
    expect(dateAllocationProblem('2026-11-23', '2015-06-17', '2026-11-22')).toBe('outOfRange');
    expect(dateAllocationProblem('2020-13-45', '2015-06-17', '2026-11-22')).toBe('outOfRange');
    expect(dateAllocationProblem('', '2015-06-17', '2026-11-22')).toBe('required');
  });

  it("today is the server's UTC day", () => {
    expect(utcToday(new Date('2026-11-22T23:30:00-05:00'))).toBe('2026-11-23');
  });
});

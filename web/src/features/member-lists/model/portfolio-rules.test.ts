import { describe, expect, it } from 'vitest';
import {
  colorProblem,
  dateAllocationProblem,
  earliestAllocation,
  leverageOptions,
  leverageProblem,
  quantityProblem,
  utcToday,
} from './portfolio-rules';

describe('allocation rules (the server keys)', () => {
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

  it('leverage runs from 1 to 10 in steps of 0.5', () => {
    expect(leverageOptions).toHaveLength(19);
    expect(leverageOptions[0]).toBe(1);
    expect(leverageOptions[1]).toBe(1.5);
    expect(leverageOptions.at(-1)).toBe(10);
    for (const leverage of leverageOptions) expect(leverageProblem(leverage)).toBeNull();
    expect(leverageProblem(0.5)).toBe('invalidLeverage');
    expect(leverageProblem(10.5)).toBe('invalidLeverage');
    expect(leverageProblem(2.25)).toBe('invalidLeverage');
    expect(leverageProblem(Number.NaN)).toBe('invalidLeverage');
  });

  it('an allocation date lies between the inception month and today', () => {
    expect(earliestAllocation('2015-06-17')).toBe('2015-06-01');
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

  it('a colour is #rrggbb', () => {
    expect(colorProblem('#1f77b4')).toBeNull();
    expect(colorProblem('#1F77B4')).toBeNull();
    expect(colorProblem('1f77b4')).toBe('invalidColor');
    expect(colorProblem('#fff')).toBe('invalidColor');
  });
});

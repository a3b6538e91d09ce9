import { describe, expect, it } from 'vitest';
import { checkAmount, checkBlendName, checkLeverage, leverageOptions, parseAmount } from './validation';

describe('blend values (the same rules as the server)', () => {
  it('refuses an amount that is not above zero or below the minimum investment', () => {
    expect(checkAmount(Number.NaN, 50_000)).toBe('amountPositive');
    expect(checkAmount(0, null)).toBe('amountPositive');
    expect(checkAmount(49_999, 50_000)).toBe('belowMinimum');
    expect(checkAmount(50_000, 50_000)).toBeUndefined();
    expect(checkAmount(1, null)).toBeUndefined();
  });

  it('offers and accepts leverage from 1 to 10 in steps of 0.5', () => {
    expect(leverageOptions).toHaveLength(19);
    expect(leverageOptions[0]).toBe(1);
    expect(leverageOptions.at(-1)).toBe(10);
    expect(leverageOptions.every((leverage) => checkLeverage(leverage) === undefined)).toBe(true);
    expect(checkLeverage(0.5)).toBe('invalidLeverage');
    expect(checkLeverage(1.25)).toBe('invalidLeverage');
    expect(checkLeverage(10.5)).toBe('invalidLeverage');
  });

  it('requires a trimmed name of at most 100 characters', () => {
    expect(checkBlendName('   ')).toBe('required');
    expect(checkBlendName('Trend mix')).toBeUndefined();
    expect(checkBlendName('趋'.repeat(100))).toBeUndefined();
    expect(checkBlendName('x'.repeat(101))).toBe('tooLong');
  });

  it('reads amounts typed with separators or a dollar sign', () => {
    expect(parseAmount('$250,000')).toBe(250_000);
    expect(parseAmount(' 1e5 ')).toBe(100_000);
    expect(parseAmount('')).toBeNaN();
    expect(parseAmount('abc')).toBeNaN();
  });
});

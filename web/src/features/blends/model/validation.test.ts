import { describe, expect, it } from 'vitest';
import { amountProblem, checkBlendName, parseAmount } from './validation';

describe('blend values (the same rules as the server)', () => {
  it('says why an amount is refused: not above zero, or below the minimum investment', () => {
    expect(amountProblem(Number.NaN, 50_000)).toBe('amountPositive');
    expect(amountProblem(0, null)).toBe('amountPositive');
    expect(amountProblem(0, 50_000)).toBe('amountPositive');
    expect(amountProblem(49_999, 50_000)).toBe('belowMinimum');
    expect(amountProblem(50_000, 50_000)).toBeUndefined();
    expect(amountProblem(1, null)).toBeUndefined();
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

import { describe, expect, it } from 'vitest';
import { formatPercent } from '@/lib/format';
import { readsAsLoss } from './return-figure';

describe('readsAsLoss', () => {
  it('marks a return that reads negative, and only that', () => {
    expect(readsAsLoss(formatPercent(-0.0123))).toBe(true);
    expect(readsAsLoss(formatPercent(0.004))).toBe(false);
    expect(readsAsLoss(formatPercent(0))).toBe(false);
    // -0.001% reads "0.00%": too small to show, so not shown as a loss.
    expect(readsAsLoss(formatPercent(-0.00001))).toBe(false);
    expect(readsAsLoss(formatPercent(null))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney } from './member-list';

describe('formatMoney', () => {
  it('writes whole units in the currency, USD when none is given', () => {
    expect(formatMoney(100_000, 'USD')).toBe('$100,000');
    expect(formatMoney(1_234.56, 'EUR')).toBe('€1,235');
    expect(formatMoney(50_000, null)).toBe('$50,000');
    expect(formatMoney(50_000, '')).toBe('$50,000');
  });

  it('puts a code Intl does not know after the figure, and a dash for no amount', () => {
    expect(formatMoney(2_500, 'US$')).toBe('2,500 US$');
    expect(formatMoney(2_500, 'US$')).toBe('2,500 US$');
    expect(formatMoney(null, 'USD')).toBe('–');
    expect(formatMoney(Number.NaN, 'USD')).toBe('–');
  });
});

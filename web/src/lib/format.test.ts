import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatAmount,
  formatDateTime,
  formatDecimal,
  formatExactAmount,
  formatMonth,
  formatPercent,
  missingValue,
  monthAbbreviation,
  shortenNumber,
} from './format';

describe('formatPercent', () => {
  it('shows a fraction as a percent with 2 decimals', () => {
    expect(formatPercent(0.045)).toBe('4.50%');
    expect(formatPercent(-0.1234)).toBe('-12.34%');
    expect(formatPercent(12.5)).toBe('1,250.00%');
    expect(formatPercent(0)).toBe('0.00%');
  });

  it('never prints a negative zero', () => {
    expect(formatPercent(-0.000001)).toBe('0.00%');
  });

  it('shows a dash for a missing figure', () => {
    expect(formatPercent(null)).toBe(missingValue);
    expect(formatPercent(undefined)).toBe(missingValue);
    expect(formatPercent(Number.NaN)).toBe(missingValue);
  });
});

describe('formatDecimal', () => {
  it('keeps 2 decimals', () => {
    expect(formatDecimal(1.2345)).toBe('1.23');
    expect(formatDecimal(null)).toBe(missingValue);
  });

  it('rounds the shortest decimal of the number half away from zero, as Intl does', () => {
    expect(formatDecimal(1.005)).toBe('1.01');
    expect(formatDecimal(7.475)).toBe('7.48');
    expect(formatDecimal(-0.125)).toBe('-0.13');
    expect(formatDecimal(-2.5, 0)).toBe('-3');
    expect(formatDecimal(9.995)).toBe('10.00');
    expect(formatDecimal(99.5, 0)).toBe('100');
    expect(formatDecimal(998.996)).toBe('999.00');
    expect(formatDecimal(999.996)).toBe('1,000.00');
    expect(formatDecimal(0.0000001, 4)).toBe('0.0000');
    expect(formatDecimal(-0)).toBe('0.00');
  });

  it('writes what Intl.NumberFormat writes', () => {
    const intl = [0, 1, 2, 3, 4].map(
      (decimals) => new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    );
    // A fixed pseudo-random sequence: figures of every size, and ties in the last kept place.
    let seed = 20261125;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let index = 0; index < 20_000; index += 1) {
      const decimals = index % 5;
      const figure = (random() - 0.5) * 10 ** Math.floor(random() * 10 - 6);
      const tie = (Math.round((random() - 0.5) * 2e5) + 0.5) / 10 ** (decimals + Math.floor(random() * 3));
      for (const value of [figure, tie, Math.round(figure * 1000) / 1000]) {
        const expected = intl[decimals]?.format(value).replace(/^-(0(\.0*)?)$/, '$1');
        expect(formatDecimal(value, decimals), String(value)).toBe(expected);
      }
    }
  });
});

describe('shortenNumber', () => {
  it('shows thousands as K without decimals', () => {
    expect(shortenNumber(12_345)).toBe('12K');
    expect(shortenNumber(999_000)).toBe('999K');
    expect(shortenNumber(1_000)).toBe('1K');
  });

  it('shows millions and billions as M and B with one decimal', () => {
    expect(shortenNumber(2_450_000)).toBe('2.5M');
    expect(shortenNumber(10_000_000)).toBe('10.0M');
    expect(shortenNumber(1_200_000_000)).toBe('1.2B');
  });

  it('moves to the next unit where rounding reaches it', () => {
    expect(shortenNumber(999_600)).toBe('1.0M');
    expect(shortenNumber(999_960_000)).toBe('1.0B');
  });

  it('leaves small figures whole and keeps the sign', () => {
    expect(shortenNumber(950)).toBe('950');
    expect(shortenNumber(-3_400_000)).toBe('-3.4M');
    expect(shortenNumber(-0.2)).toBe('0');
    expect(shortenNumber(null)).toBe(missingValue);
  });
});

describe('months', () => {
  it('abbreviate per language', () => {
    expect(monthAbbreviation(1, 'en')).toBe('Jan');
    expect(monthAbbreviation(12, 'en')).toBe('Dec');
    expect(monthAbbreviation(9, 'zh-hans')).toBe('9月');
  });

  it('refuse a month outside 1–12', () => {
    expect(() => monthAbbreviation(13, 'en')).toThrow(RangeError);
  });

  it('format yyyymm months', () => {
    expect(formatMonth(202401, 'en')).toBe('Jan 2024');
    expect(formatMonth(202412, 'zh-hans')).toBe('2024年12月');
  });
});

describe('formatExactAmount', () => {
  it('writes an amount to the unit with the currency as the shortened amounts write it', () => {
    expect(formatExactAmount(100_000, 'USD', 'en')).toBe('$100,000');
    expect(formatExactAmount(1_234.56, 'EUR', 'en')).toBe('€1,235');
    expect(formatExactAmount(1_234_567, 'USD', 'zh-hans')).toBe('US$1,234,567');
    expect(formatExactAmount(2_500_000, 'JPY', 'zh-hans')).toBe('JP¥2,500,000');
    expect(formatExactAmount(-1_500, 'GBP', 'en')).toBe('-£1,500');
  });

  it('reads a missing currency as US dollars, puts an unknown code first, and a dash for no amount', () => {
    expect(formatExactAmount(50_000, null, 'en')).toBe('$50,000');
    expect(formatExactAmount(50_000, '', 'zh-hans')).toBe('US$50,000');
    expect(formatExactAmount(2_500, 'XYZ1', 'en')).toBe('XYZ1 2,500');
    expect(formatExactAmount(null, 'USD', 'en')).toBe(missingValue);
    expect(formatExactAmount(Number.NaN, 'USD', 'en')).toBe(missingValue);
  });
});

describe('currencySymbol', () => {
  it('names a currency as the amounts beside it write it, in each language', () => {
    expect(currencySymbol('USD', 'en')).toBe('US$');
    expect(currencySymbol('USD', 'zh-hans')).toBe('US$');
    expect(currencySymbol('EUR', 'en')).toBe('€');
    expect(currencySymbol('JPY', 'zh-hans')).toBe('JP¥');
    expect(currencySymbol('CHF', 'en')).toBe('CHF');
    expect(currencySymbol('XYZ1', 'en')).toBe('XYZ1');
  });
});

describe('formatDateTime', () => {
  it('writes a moment to the minute in the language, and anything unreadable as given', () => {
    expect(formatDateTime('2026-11-20T09:15:00Z', 'en')).toMatch(/^Nov 20, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatDateTime('2026-11-20T09:15:00Z', 'zh-hans')).toMatch(/^2026年11月20日 \d{2}:\d{2}$/);
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
});

describe('formatAmount', () => {
  it('writes English amounts in K, M and B with the currency symbol', () => {
    expect(formatAmount(250_000, 'USD', 'en')).toBe('$250K');
    expect(formatAmount(1_000_000, 'USD', 'en')).toBe('$1M');
    expect(formatAmount(1_450_000, 'EUR', 'en')).toBe('€1.5M');
    expect(formatAmount(1_200_000_000, 'GBP', 'en')).toBe('£1.2B');
    expect(formatAmount(950_000, 'USD', 'en')).toBe('$950K');
    expect(formatAmount(750, 'USD', 'en')).toBe('$750');
  });

  it('moves a figure that rounds up to the next unit into it', () => {
    expect(formatAmount(999_960, 'USD', 'en')).toBe('$1M');
    expect(formatAmount(999.6, 'USD', 'en')).toBe('$1K');
    expect(formatAmount(9_999.6, 'USD', 'zh-hans')).toBe('US$1万');
    expect(formatAmount(99_999_999, 'USD', 'zh-hans')).toBe('US$1亿');
  });

  it('writes Chinese amounts in 万 from ten thousand and in 亿 from a hundred million', () => {
    expect(formatAmount(9_999, 'USD', 'zh-hans')).toBe('US$9999');
    expect(formatAmount(10_000, 'USD', 'zh-hans')).toBe('US$1万');
    expect(formatAmount(250_000, 'USD', 'zh-hans')).toBe('US$25万');
    expect(formatAmount(1_493_000, 'USD', 'zh-hans')).toBe('US$149.3万');
    expect(formatAmount(12_000_000, 'USD', 'zh-hans')).toBe('US$1200万');
    expect(formatAmount(120_000_000, 'USD', 'zh-hans')).toBe('US$1.2亿');
    expect(formatAmount(1_234_567_890, 'CNY', 'zh-hans')).toBe('¥12.3亿');
  });

  it('names each currency as the language writes it', () => {
    expect(formatAmount(55_506_000, 'CNY', 'en')).toBe('CN¥55.5M');
    expect(formatAmount(2_000_000, 'JPY', 'zh-hans')).toBe('JP¥200万');
    expect(formatAmount(2_000_000, 'CHF', 'en')).toBe('CHF\u00a02M');
    expect(formatAmount(2_000_000, 'XYZ1', 'en')).toBe('XYZ1 2M');
  });

  it('reads a missing currency as US dollars and shows a dash for a missing amount', () => {
    expect(formatAmount(1_000_000, null, 'en')).toBe('$1M');
    expect(formatAmount(null, 'USD', 'en')).toBe(missingValue);
    expect(formatAmount(Number.NaN, 'EUR', 'zh-hans')).toBe(missingValue);
  });
});

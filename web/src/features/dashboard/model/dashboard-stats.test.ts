import { describe, expect, it } from 'vitest';
import { createTranslate } from '@/i18n/translate';
import { catalogs } from '@/test/catalogs';
import { distributionBars, formatLongMonth, shareOf } from './dashboard-stats';

const t = createTranslate(catalogs.en);

const below = { label: '< -20%', lower: null, upper: -0.2, count: 2 };
const buckets = [
  below,
  { label: '-20% to -19%', lower: -0.2, upper: -0.19, count: 1 },
  { label: '19% to 20%', lower: 0.19, upper: 0.2, count: 3 },
  { label: '>= 20%', lower: 0.2, upper: null, count: 9 },
];

describe('shareOf', () => {
  it('is the fraction of the total, none of no programs', () => {
    expect(shareOf(391, 523)).toBeCloseTo(0.7476, 4);
    expect(shareOf(0, 523)).toBe(0);
    expect(shareOf(0, 0)).toBeNull();
  });
});

describe('formatLongMonth', () => {
  it("writes the month's whole name in either language", () => {
    expect(formatLongMonth('2026-10', 'en')).toBe('October 2026');
    expect(formatLongMonth('2027-01', 'en')).toBe('January 2027');
    expect(formatLongMonth('2026-10', 'zh-hans')).toBe('2026年10月');
  });

  it('leaves anything but a YYYY-MM month as sent', () => {
    expect(formatLongMonth('2026-13', 'en')).toBe('2026-13');
    expect(formatLongMonth('', 'en')).toBe('');
  });
});

describe('distributionBars', () => {
  it('centres each bucket on the return axis, the open ends as wide as their neighbours', () => {
    const bars = distributionBars(buckets, t);
    expect(bars.map((bar) => bar.count)).toEqual([2, 1, 3, 9]);
    expect(bars.map((bar) => bar.x)).toEqual([-0.205, -0.195, 0.195, 0.205].map((x) => expect.closeTo(x, 10) as number));
    expect(bars.map((bar) => bar.width)).toEqual([0.01, 0.01, 0.01, 0.01].map((w) => expect.closeTo(w, 10) as number));
    expect(bars[3]?.label).toBe('20% and above');
  });
});

import { describe, expect, it } from 'vitest';
import { createTranslate } from '@/i18n/translate';
import { catalogs } from '@/test/catalogs';
import { blendCoverage, coverageText, periodsDiffer, programSpans, type MonthSpan } from './coverage';
import { order } from './test-blend';

const en = createTranslate(catalogs.en);
const zh = createTranslate(catalogs['zh-hans']);

/** Three programs starting Feb 2019, Jun 2020 and Oct 2022, all to Oct 2026. */
const staggered: MonthSpan[] = [
  { first: 201902, last: 202610 },
  { first: 202006, last: 202610 },
  { first: 202210, last: 202610 },
];

const text = (spans: readonly MonthSpan[], shared: boolean, lang: 'en' | 'zh-hans' = 'en') => {
  const coverage = blendCoverage(spans, shared);
  if (!coverage) throw new Error('no coverage');
  return coverageText(coverage, lang === 'en' ? en : zh, lang).replace(/\u00a0/g, ' ');
};

describe('the period a blend’s figures cover', () => {
  it('runs from the first program’s first month to the last one’s last month, counting the programs of each part', () => {
    expect(blendCoverage(staggered, false)).toEqual({
      period: { first: 201902, last: 202610 },
      programCount: 3,
      shared: false,
      parts: [
        { from: 201902, count: 1 },
        { from: 202006, count: 2 },
        { from: 202210, count: 3 },
      ],
    });
    expect(text(staggered, false)).toBe(
      'Feb 2019 – Oct 2026; 1 of 3 programs from Feb 2019, 2 of 3 programs from Jun 2020, all 3 programs from Oct 2022',
    );
  });

  it('keeps, when only shared months count, the latest start to the earliest end', () => {
    const ending = [...staggered.slice(0, 2), { first: 202210, last: 202512 }];
    expect(blendCoverage(ending, true)?.period).toEqual({ first: 202210, last: 202512 });
    expect(text(ending, true)).toBe('Oct 2022 – Dec 2025; only the months all 3 programs share');
  });

  it('counts the programs down again after one stops, and names a stretch no program covers', () => {
    const spans = [
      { first: 201001, last: 201012 },
      { first: 201001, last: 201112 },
      { first: 201301, last: 201312 },
    ];
    expect(blendCoverage(spans, false)?.parts).toEqual([
      { from: 201001, count: 2 },
      { from: 201101, count: 1 },
      { from: 201201, count: 0 },
      { from: 201301, count: 1 },
    ]);
    expect(text(spans, false)).toBe(
      'Jan 2010 – Dec 2013; 2 of 3 programs from Jan 2010, 1 of 3 programs from Jan 2011, no program from Jan 2012, 1 of 3 programs from Jan 2013',
    );
    expect(blendCoverage(spans, true)).toBeUndefined();
  });

  it('states the period alone when every program covers all of it, or there is one program', () => {
    const same = [
      { first: 201501, last: 202412 },
      { first: 201501, last: 202412 },
    ];
    expect(text(same, false)).toBe('Jan 2015 – Dec 2024');
    expect(periodsDiffer(same)).toBe(false);
    expect(periodsDiffer(staggered)).toBe(true);
    expect(text([{ first: 201501, last: 202412 }], true)).toBe('Jan 2015 – Dec 2024');
    expect(blendCoverage([], false)).toBeUndefined();
  });

  it('writes the period in Chinese, months kept whole on one line', () => {
    expect(text(staggered, false, 'zh-hans')).toBe(
      '2019年2月至2026年10月；2019年2月起 3 个项目中的 1 个，2020年6月起 3 个项目中的 2 个，2022年10月起全部 3 个项目',
    );
    const coverage = blendCoverage(staggered, false);
    if (!coverage) throw new Error('no coverage');
    expect(coverageText(coverage, en, 'en')).toContain('Feb\u00a02019');
  });

  it('takes each program’s first and last month with a return, leaving out programs without any', () => {
    const orders = [order(1, 201902, 12), order(2, 202006, 3), order(3, 202001, 0)];
    expect(programSpans(orders)).toEqual([
      { first: 201902, last: 202001 },
      { first: 202006, last: 202008 },
    ]);
  });
});

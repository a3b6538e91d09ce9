import { describe, expect, it } from 'vitest';
import { createTranslate } from '@/i18n/translate';
import { catalogs } from '@/test/catalogs';
import type { ProgramStatistics } from '@/lib/engine';
import { bucketLabel, comparedSeries, programSeries, rollingFromVami } from './chart-series';

const vami = [
  { month: '2023-12', value: 1000 },
  { month: '2024-01', value: 1100 },
  { month: '2024-02', value: 990 },
  { month: '2024-03', value: 1188 },
];

describe('rollingFromVami', () => {
  it('compounds k observed months, each window ending at its month', () => {
    const rolling = rollingFromVami(vami, 2);
    expect(rolling.map((point) => point.month)).toEqual(['2024-02', '2024-03']);
    // (1.1)(0.9) − 1 and (0.9)(1.2) − 1, as the engine's window returns.
    expect(rolling[0]?.value).toBeCloseTo(-0.01, 12);
    expect(rolling[1]?.value).toBeCloseTo(0.08, 12);
  });

  it('is empty until k months exist', () => {
    expect(rollingFromVami(vami, 6)).toEqual([]);
  });
});

describe('programSeries and comparedSeries', () => {
  const statistics = {
    vami,
    rollingReturns: [{ months: 6, points: [{ month: '2024-06', value: 0.1 }] }],
  } as unknown as ProgramStatistics;

  it("take the program's growth or the engine's rolling returns", () => {
    expect(programSeries(statistics, 'cumulative')).toBe(vami);
    expect(programSeries(statistics, 'rolling6')).toEqual([{ month: '2024-06', value: 0.1 }]);
    expect(programSeries(statistics, 'rolling24')).toEqual([]);
  });

  it('derive a comparison in the same mode from its growth', () => {
    expect(comparedSeries(vami, 'cumulative')).toEqual(vami);
    expect(comparedSeries(vami, 'rolling6')).toEqual([]);
  });
});

describe('bucketLabel', () => {
  const en = createTranslate(catalogs.en);
  const zh = createTranslate(catalogs['zh-hans']);

  it('names the open-ended buckets and the 1 % ranges in the interface language', () => {
    expect(bucketLabel({ label: '< -20%', lower: null, upper: -0.2, count: 1 }, en)).toBe('Below -20%');
    expect(bucketLabel({ label: '-3% to -2%', lower: -0.03, upper: -0.02, count: 4 }, en)).toBe('-3% to -2%');
    expect(bucketLabel({ label: '>= 20%', lower: 0.2, upper: null, count: 0 }, en)).toBe('20% and above');
    expect(bucketLabel({ label: '0% to 1%', lower: 0, upper: 0.01, count: 9 }, zh)).toBe('0% 至 1%');
  });
});

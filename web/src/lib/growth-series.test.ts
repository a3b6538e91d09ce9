import { describe, expect, it } from 'vitest';
import { comparedSeries, rollingFromVami, statisticsSeries } from './growth-series';

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

describe('statisticsSeries and comparedSeries', () => {
  const statistics = {
    vami,
    rollingReturns: [{ months: 6, points: [{ month: '2024-06', value: 0.1 }] }],
  };

  it("take a series' growth or the engine's rolling returns", () => {
    expect(statisticsSeries(statistics, 'cumulative')).toBe(vami);
    expect(statisticsSeries(statistics, 'rolling6')).toEqual([{ month: '2024-06', value: 0.1 }]);
    expect(statisticsSeries(statistics, 'rolling24')).toEqual([]);
  });

  it('derive a comparison in the same mode from its growth', () => {
    expect(comparedSeries(vami, 'cumulative', undefined)).toEqual(vami);
    expect(comparedSeries(vami, 'rolling6', undefined)).toEqual([]);
  });

  it('start a comparison at the charted series’ first point, rebased to its 1,000', () => {
    expect(comparedSeries(vami, 'cumulative', '2024-01')).toEqual([
      { month: '2024-01', value: 1000 },
      { month: '2024-02', value: 900 },
      { month: '2024-03', value: 1080 },
    ]);
    // A line that starts after the charted series keeps its own start.
    expect(comparedSeries(vami, 'cumulative', '2020-01')).toEqual(vami);
  });
});

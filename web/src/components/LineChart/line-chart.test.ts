import { describe, expect, it } from 'vitest';
import {
  combinedExtent,
  dataPath,
  logTicks,
  monthExtent,
  monthIndex,
  nearestMonth,
  niceStep,
  niceTicks,
  plotScale,
  plotTransform,
  scaledPoints,
  scaledValue,
  stepDecimals,
  valueAt,
  valueExtent,
  xOf,
  yearOf,
  yearTicks,
  yOf,
  yyyymmOf,
  type LinePoint,
} from './line-chart';

const points = (start: string, values: number[]): LinePoint[] => {
  const first = monthIndex(start);
  return values.map((value, offset) => {
    const yyyymm = yyyymmOf(first + offset);
    return { month: `${String(Math.floor(yyyymm / 100))}-${String(yyyymm % 100).padStart(2, '0')}`, value };
  });
};

describe('months', () => {
  it('count from January 1970 and come back as yyyymm', () => {
    expect(monthIndex('1970-01')).toBe(0);
    expect(monthIndex('2024-03')).toBe(650);
    expect(monthIndex('1969-12')).toBe(-1);
    expect(yyyymmOf(650)).toBe(202403);
    expect(yyyymmOf(-1)).toBe(196912);
    expect(yyyymmOf(monthIndex('1999-12'))).toBe(199912);
    expect(yearOf(monthIndex('2001-07'))).toBe(2001);
  });

  it('span the union of the series', () => {
    expect(monthExtent([points('2000-03', [1, 2, 3]), points('1999-11', [4]), []])).toEqual({
      min: monthIndex('1999-11'),
      max: monthIndex('2000-05'),
    });
    expect(monthExtent([[]])).toBeNull();
  });
});

describe('value extents', () => {
  it('skip missing values and combine the series', () => {
    expect(valueExtent(points('2000-01', [1000, Number.NaN, 900, 1200]))).toEqual({ min: 900, max: 1200 });
    expect(valueExtent(points('2000-01', [Number.NaN]))).toBeNull();
    expect(combinedExtent([points('2000-01', [1000, 1100]), points('2000-01', [950]), []])).toEqual({ min: 950, max: 1100 });
    expect(combinedExtent([])).toBeNull();
  });
});

describe('nice ticks', () => {
  it('step by 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(0.8)).toBe(1);
    expect(niceStep(1.5)).toBe(2);
    expect(niceStep(3)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(1200)).toBe(2000);
    expect(niceStep(0.03)).toBeCloseTo(0.05);
    expect(stepDecimals(2000)).toBe(0);
    expect(stepDecimals(1)).toBe(0);
    expect(stepDecimals(0.5)).toBe(1);
    expect(stepDecimals(0.05)).toBe(2);
  });

  it('cover the values with whole steps, at most the given number of intervals', () => {
    expect(niceTicks({ min: 950, max: 4321 }, 8)).toEqual({
      min: 500,
      max: 4500,
      step: 500,
      ticks: [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500],
    });
    const small = niceTicks({ min: 0.1, max: 0.7 }, 6);
    expect(small.ticks).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
    expect(small.ticks.length - 1).toBeLessThanOrEqual(6);
  });

  it('give a flat series a range around its value', () => {
    expect(niceTicks({ min: 1000, max: 1000 }, 4)).toMatchObject({ min: 900, max: 1100, step: 50 });
    expect(niceTicks({ min: 0, max: 0 }, 4)).toMatchObject({ min: -1, max: 1 });
  });
});

describe('year ticks', () => {
  it('label every year when they fit', () => {
    expect(yearTicks(monthIndex('2019-06'), monthIndex('2023-02'), 10).map(yearOf)).toEqual([2020, 2021, 2022, 2023]);
  });

  it('thin out to every 2, 5 or 10 calendar years', () => {
    const first = monthIndex('1994-11');
    const last = monthIndex('2024-12');
    expect(yearTicks(first, last, 12).map(yearOf)).toEqual([1995, 2000, 2005, 2010, 2015, 2020]);
    expect(yearTicks(first, last, 16).map(yearOf)).toEqual([
      1996, 1998, 2000, 2002, 2004, 2006, 2008, 2010, 2012, 2014, 2016, 2018, 2020, 2022, 2024,
    ]);
    expect(yearTicks(first, last, 4).map(yearOf)).toEqual([2000, 2010, 2020]);
    expect(yearTicks(first, last, 2).map(yearOf)).toEqual([2000, 2020]);
  });

  it('put ticks on Januaries only', () => {
    expect(yearTicks(monthIndex('2021-02'), monthIndex('2021-11'), 5)).toEqual([]);
    expect(yearTicks(monthIndex('2021-01'), monthIndex('2021-11'), 5)).toEqual([monthIndex('2021-01')]);
  });
});

describe('paths', () => {
  it('draw a series in data space, month index by value', () => {
    expect(dataPath(points('1970-01', [1000, 1012.5, 998.123456789]))).toBe('M0 1000L1 1012.5L2 998.1235');
  });

  it('break the line at a missing value', () => {
    expect(dataPath(points('2024-01', [1000, Number.NaN, 1010, 1020]))).toBe('M648 1000M650 1010L651 1020');
  });

  it('are built once per points array', () => {
    const series = points('2024-01', [1000, 1010]);
    expect(dataPath(series)).toBe(dataPath(series));
    // The same values in another array are another series: built again, to the same path.
    expect(dataPath([...series])).toBe('M648 1000L649 1010');
  });
});

describe('scale', () => {
  const box = { left: 70, top: 20, width: 600, height: 400 };
  const months = { min: monthIndex('2000-01'), max: monthIndex('2010-01') };
  const scale = plotScale(months, { min: 0, max: 2000 }, box);

  it('maps the first and last month and the range onto the plot box', () => {
    expect(xOf(scale, months.min)).toBeCloseTo(70);
    expect(xOf(scale, months.max)).toBeCloseTo(670);
    expect(yOf(scale, 2000)).toBeCloseTo(20);
    expect(yOf(scale, 0)).toBeCloseTo(420);
    expect(yOf(scale, 1000)).toBeCloseTo(220);
  });

  it('gives the data-space paths the same mapping as a transform', () => {
    expect(plotTransform(scale)).toBe(`matrix(5 0 0 -0.2 ${String(70 - months.min * 5)} 420)`);
  });

  it('finds the nearest month to a pixel, within the months', () => {
    expect(nearestMonth(70, scale, months)).toBe(months.min);
    expect(nearestMonth(72.4, scale, months)).toBe(months.min);
    expect(nearestMonth(72.6, scale, months)).toBe(months.min + 1);
    expect(nearestMonth(10, scale, months)).toBe(months.min);
    expect(nearestMonth(900, scale, months)).toBe(months.max);
  });

  it('puts a single month in the middle', () => {
    const one = { min: 650, max: 650 };
    const single = plotScale(one, { min: 0, max: 1 }, box);
    expect(xOf(single, 650)).toBe(370);
    expect(nearestMonth(500, single, one)).toBe(650);
  });
});

describe('valueAt', () => {
  it("reads a series' value in a month, none outside it or where it is missing", () => {
    const series = points('2020-11', [1000, 1010, Number.NaN, 1030]);
    expect(valueAt(series, monthIndex('2020-11'))).toBe(1000);
    expect(valueAt(series, monthIndex('2020-12'))).toBe(1010);
    expect(valueAt(series, monthIndex('2021-01'))).toBeUndefined();
    expect(valueAt(series, monthIndex('2021-02'))).toBe(1030);
    expect(valueAt(series, monthIndex('2020-10'))).toBeUndefined();
    expect(valueAt(series, monthIndex('2021-03'))).toBeUndefined();
    expect(valueAt([], 0)).toBeUndefined();
  });
});

describe('log scale', () => {
  const real = (ticks: number[]) => ticks.map((tick) => Math.round(10 ** tick));

  it('draws values by their logarithm, leaving out what is not positive', () => {
    expect(scaledValue(1000, 'log')).toBeCloseTo(3, 12);
    expect(scaledValue(1000, 'linear')).toBe(1000);
    expect(scaledValue(0, 'log')).toBeNaN();
    expect(scaledValue(-5, 'log')).toBeNaN();
  });

  it('keeps one scaled copy per series, so its path is built once', () => {
    const series = points('2024-01', [1000, 1100]);
    expect(scaledPoints(series, 'linear')).toBe(series);
    const logged = scaledPoints(series, 'log');
    expect(scaledPoints(series, 'log')).toBe(logged);
    expect(logged.map((point) => point.value)).toEqual([3, Math.log10(1100)]);
  });

  it('ticks at 1-2-3-5-7 steps when they fit, thinner ladders when not', () => {
    const extent = { min: Math.log10(900), max: Math.log10(8000) };
    expect(real(logTicks(extent, 10).ticks)).toEqual([1000, 2000, 3000, 5000, 7000]);
    expect(real(logTicks(extent, 2).ticks)).toEqual([1000, 2000, 5000]);
    const decades = logTicks({ min: 0, max: 12 }, 3).ticks;
    expect(decades.length).toBeLessThanOrEqual(4);
    expect(decades.every((tick) => Number.isInteger(Math.round(tick * 1e9) / 1e9))).toBe(true);
  });

  it('pads its range and gives a narrow one linear ticks', () => {
    const narrow = logTicks({ min: Math.log10(990), max: Math.log10(1500) }, 5);
    expect(narrow.min).toBeLessThan(Math.log10(990));
    expect(narrow.max).toBeGreaterThan(Math.log10(1500));
    expect(real(narrow.ticks)).toEqual([1000, 1200, 1400]);
  });
});

import { describe, expect, it } from 'vitest';
import { chartColor } from '@/components/Chart/chart-colors';
import { loadEngine } from '@/lib/engine';
import { rebaseAt } from '@/lib/growth-series';
import { BlendComputer } from './blend-computer';
import { inDollars, monthsFrom, order, testBlend } from './test-blend';
import {
  allocationFigures,
  matrixRows,
  orderColor,
  programVami,
  returnsFromVami,
  returnsWithin,
  figuresPeriod,
  summaryFigures,
  yearMonth,
} from './view-model';
import { ordersPayload, removeOrder, updateOrder, withAddedOrders, worksheetFromBlend } from './worksheet';

describe('the blend payload as the blender shows it', () => {
  it('computes the summary the server stores, with the CAROR dashed below 24 months', async () => {
    const engine = await loadEngine();
    const blend = testBlend([order(1, 201501, 60), order(2, 201801, 30)]);
    const computer = new BlendComputer(engine, inDollars(blend.orders), blend.benchmark);
    const result = computer.compute(inDollars(blend.orders), false);
    if (result.status !== 'ok') throw new Error(result.status);
    const figures = summaryFigures(result.statistics);
    const statistics = result.statistics.statistics;
    expect(figures).toEqual({
      ytdReturn: statistics.periodReturns.program.ytdReturn,
      compoundedAnnualROR: statistics.compoundedAnnualReturn,
      maxDrawDown: statistics.maxDrawDown,
      correlationsp500: statistics.periodReturns.correlationsp500?.value,
      sharpe: statistics.sharpeRatio,
      standardDeviation: statistics.annualizedStandardDeviation,
    });
    expect(figures.correlationsp500).toEqual(expect.any(Number));

    const short = testBlend([order(1, 202401, 20)]);
    const shortResult = new BlendComputer(engine, inDollars(short.orders), short.benchmark).compute(inDollars(short.orders), false);
    if (shortResult.status !== 'ok') throw new Error(shortResult.status);
    expect(summaryFigures(shortResult.statistics).compoundedAnnualROR).toBeNull();
    computer.free();
  });

  it('normalizing keeps only the months every program has, and says so when there are none', async () => {
    const engine = await loadEngine();
    const blend = testBlend([order(1, 201501, 60), order(2, 201801, 30)]);
    const computer = new BlendComputer(engine, inDollars(blend.orders), blend.benchmark);
    const all = computer.compute(inDollars(blend.orders), false);
    const common = computer.compute(inDollars(blend.orders), true);
    if (all.status !== 'ok' || common.status !== 'ok') throw new Error('not computed');
    // January 2015 to June 2020 blended; January 2018 to December 2019 in common.
    expect(all.statistics.statistics.returnCount).toBe(66);
    expect(common.statistics.statistics.returnCount).toBe(24);
    const apart = testBlend([order(1, 201501, 12), order(2, 201801, 12)]);
    expect(new BlendComputer(engine, inDollars(apart.orders), null).compute(inDollars(apart.orders), true)).toEqual({
      status: 'error',
      code: 'no_common_months',
    });
    computer.free();
  });

  it('leaves programs without returns out of the computation and the matrix, as the server does', async () => {
    const engine = await loadEngine();
    const empty = order(3, 202001, 0);
    const blend = testBlend([order(1, 201501, 36), empty, order(2, 201601, 36)]);
    const computer = new BlendComputer(engine, inDollars(blend.orders), blend.benchmark);
    const result = computer.compute(inDollars(blend.orders), false);
    if (result.status !== 'ok') throw new Error(result.status);
    const rows = matrixRows(blend.orders, result.statistics.correlationsMatrix);
    expect(rows.map((row) => row.programId)).toEqual([1, 2]);
    expect(rows[0]?.values[0]).toBe(1);
    expect(rows[0]?.values[1]).toBeCloseTo(rows[1]?.values[0] ?? Number.NaN, 12);
    expect(new BlendComputer(engine, inDollars([empty]), null).compute(inDollars([empty]), false)).toEqual({ status: 'empty' });
    computer.free();
  });

  it('derives cash level and share of each allocation from its value in the base currency', () => {
    const dollars = { baseCurrency: 'USD', baseUsdPerUnit: 1 };
    expect(allocationFigures([
      { quantity: 100_000, leverage: 2, currency: 'USD', usdPerUnit: 1 },
      { quantity: 300_000, leverage: 1, currency: 'USD', usdPerUnit: 1 },
    ], dollars)).toEqual([
      { value: 100_000, cashLevel: 50_000, pctAllocated: 0.25 },
      { value: 300_000, cashLevel: 300_000, pctAllocated: 0.75 },
    ]);
    expect(allocationFigures([], dollars)).toEqual([]);
  });

  it('draws a program from 1000 the month before its first return and rebases lines at the blend start', () => {
    const vami = programVami({ months: [202412, 202501, 202502], values: [0.1, -0.5, 1] });
    expect(vami.map((point) => point.month)).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(vami.map((point) => point.value)).toEqual([1000, 1100, 550, 1100]);
    expect(rebaseAt(vami, '2024-12')).toEqual([
      { month: '2024-12', value: 1000 },
      { month: '2025-01', value: 500 },
      { month: '2025-02', value: 1000 },
    ]);
    // A line that starts after the blend keeps its own start.
    expect(rebaseAt(vami, '2020-01')).toEqual(vami);
    const back = returnsFromVami(vami);
    expect(back.months).toEqual([202412, 202501, 202502]);
    expect(back.values.map((value) => Number(value.toFixed(12)))).toEqual([0.1, -0.5, 1]);
    expect(yearMonth(202403)).toBe('2024-03');
  });

  it('starts a comparison from 1980 at the blend’s first month, at the blend’s 1000', () => {
    const sp500 = programVami({ months: monthsFrom(198001, 480), values: Array.from({ length: 480 }, () => 0.01) });
    expect(sp500[0]).toEqual({ month: '1979-12', value: 1000 });
    const shown = rebaseAt(sp500, '2015-12');
    expect(shown[0]).toEqual({ month: '2015-12', value: 1000 });
    expect(shown[1]?.month).toBe('2016-01');
    expect(shown[1]?.value).toBeCloseTo(1010);
    expect(shown.at(-1)?.month).toBe('2019-12');
    expect(shown).toHaveLength(49);
  });

  it('takes a compared series over the blend’s months only, for its statistics', () => {
    const blend = programVami({ months: monthsFrom(201501, 24), values: Array.from({ length: 24 }, () => 0.02) });
    const period = figuresPeriod(blend);
    expect(period).toEqual({ first: 201501, last: 201612 });
    const sp500 = programVami({ months: monthsFrom(198001, 480), values: Array.from({ length: 480 }, (_, index) => index / 10_000) });
    const within = returnsWithin(sp500, { first: 201501, last: 201612 });
    expect(within.months).toEqual(monthsFrom(201501, 24));
    expect(within.values[0]).toBeCloseTo(420 / 10_000);
    expect(figuresPeriod([])).toBeUndefined();
  });

  it('colours an order by its own choice, else by the palette', () => {
    expect(orderColor({ color: '#123456' }, 3)).toBe('#123456');
    expect(orderColor({ color: null }, 1)).toBe(chartColor(1));
  });
});

describe('the worksheet', () => {
  it('edits orders in place and sends every order, in order, to the server', () => {
    const worksheet = worksheetFromBlend(testBlend([order(1, 201501, 12), order(2, 201501, 12)]));
    const edited = updateOrder(worksheet, 2, { quantity: 250_000, leverage: 2.5 });
    expect(ordersPayload(edited)).toEqual([
      { programId: 1, quantity: 100_000, leverage: 1, color: null, chartVisible: true },
      { programId: 2, quantity: 250_000, leverage: 2.5, color: null, chartVisible: true },
    ]);
    expect(ordersPayload(removeOrder(edited, 1)).map((row) => row.programId)).toEqual([2]);
  });

  it('keeps its own amounts when the server answers an addition with older ones', () => {
    const worksheet = updateOrder(worksheetFromBlend(testBlend([order(1, 201501, 12)])), 1, { quantity: 400_000 });
    const added = withAddedOrders(worksheet, testBlend([order(1, 201501, 12), order(5, 201601, 12)]));
    expect(added.orders.map((row) => [row.programId, row.quantity])).toEqual([
      [1, 400_000],
      [5, 100_000],
    ]);
  });
});

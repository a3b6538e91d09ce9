import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEngine, type BlendFigures } from '@/lib/engine';
import type { OrderInput } from '@/features/blends/api/blends';
import { BlenderModel } from './blender-model';
import { isMarkedModified } from './modified-flag';
import { programBounds, roundedAmounts } from './optimize-plan';
import { mixedOrders, order, testBlend } from './test-blend';
import type { SyncJob } from './worksheet-sync';

function statisticsOf(model: BlenderModel): BlendFigures {
  const { result } = model.getSnapshot();
  if (result.status !== 'ok') throw new Error(result.status);
  return result.statistics;
}

describe('BlenderModel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('recomputes at once on every edit, equal to a fresh computation, and writes in the background', async () => {
    const engine = await loadEngine();
    const blend = testBlend([order(1, 201501, 60), order(2, 201601, 48), order(3, 201701, 36)]);
    const sent: SyncJob<OrderInput[]>[] = [];
    const model = new BlenderModel(engine, blend, {
      send: (job) => {
        sent.push(job);
        return Promise.resolve();
      },
    });
    const listener = vi.fn();
    model.subscribe(listener);
    const before = statisticsOf(model).statistics.cumulativeReturn;

    model.setLeverage(2, 3);
    model.setAmount(1, 250_000);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(statisticsOf(model).statistics.cumulativeReturn).not.toBe(before);
    expect(statisticsOf(model).allocations.map((allocation) => [allocation.amount, allocation.leverage])).toEqual([
      [250_000, 1],
      [100_000, 3],
      [100_000, 1],
    ]);

    // The same blend built from scratch gives the same figures.
    const fresh = new engine.BlendInput();
    for (const [index, row] of blend.orders.entries()) {
      fresh.addComponent(
        Int32Array.from(row.returns.months),
        Float64Array.from(row.returns.values),
        index === 0 ? 250_000 : 100_000,
        index === 1 ? 3 : 1,
      );
    }
    if (blend.benchmark) fresh.setBenchmark(Int32Array.from(blend.benchmark.months), Float64Array.from(blend.benchmark.values));
    expect(statisticsOf(model)).toEqual(fresh.computeShown(false));
    expect(fresh.compute(false)).toMatchObject(statisticsOf(model));
    fresh.free();

    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(800);
    expect(sent).toEqual([
      {
        kind: 'orders',
        blendId: 7,
        orders: [
          { programId: 1, quantity: 250_000, leverage: 1, color: null, chartVisible: true },
          { programId: 2, quantity: 100_000, leverage: 3, color: null, chartVisible: true },
          { programId: 3, quantity: 100_000, leverage: 1, color: null, chartVisible: true },
        ],
      },
    ]);
    model.dispose();
  });

  it('marks the blend unsaved (also in browser storage) for figures, not for colours or chart toggles', async () => {
    const engine = await loadEngine();
    const model = new BlenderModel(engine, testBlend([order(1, 201501, 36), order(2, 201501, 36)]), {
      send: () => Promise.resolve(),
    });
    expect(model.getSnapshot().modified).toBe(false);
    const result = model.getSnapshot().result;
    model.setColor(1, '#112233');
    model.setChartVisible(2, false);
    expect(model.getSnapshot().modified).toBe(false);
    expect(model.getSnapshot().result).toBe(result);
    expect(isMarkedModified(7)).toBe(false);

    model.setNormalized(true);
    expect(model.getSnapshot().modified).toBe(true);
    expect(isMarkedModified(7)).toBe(true);
    // A reload of the page remembers it.
    expect(new BlenderModel(engine, testBlend([order(1, 201501, 36)])).getSnapshot().modified).toBe(true);

    model.saved(testBlend([order(1, 201501, 36)], { blendName: 'Trend mix', blendTypeId: 1 }));
    expect(model.getSnapshot()).toMatchObject({ modified: false, worksheet: { blendName: 'Trend mix', blendTypeId: 1 } });
    expect(isMarkedModified(7)).toBe(false);

    // The first edit after saving marks it again.
    model.setLeverage(1, 2);
    expect(isMarkedModified(7)).toBe(true);
    model.dispose();
  });

  it('removes a program with a new correlation matrix, and recomputes after being disposed and mounted again', async () => {
    const engine = await loadEngine();
    const model = new BlenderModel(engine, testBlend([order(1, 201501, 36), order(2, 201501, 36), order(3, 201501, 36)]), {
      send: () => Promise.resolve(),
    });
    expect(statisticsOf(model).correlationsMatrix).toHaveLength(3);
    model.remove(2);
    expect(statisticsOf(model).correlationsMatrix).toHaveLength(2);
    model.dispose();
    model.setLeverage(1, 2);
    expect(statisticsOf(model).allocations[0]?.leverage).toBe(2);
    model.dispose();
  });

  it('applies an optimization as one edit, undone by one Undo until the next edit', async () => {
    const engine = await loadEngine();
    const sent: SyncJob<OrderInput[]>[] = [];
    const model = new BlenderModel(engine, testBlend([order(1, 201501, 36), order(2, 201501, 36), order(3, 201501, 36)]), {
      send: (job) => {
        sent.push(job);
        return Promise.resolve();
      },
    });
    const listener = vi.fn();
    model.subscribe(listener);
    const before = statisticsOf(model);

    model.applyAmounts(new Map([[1, 150_000], [2, 100_000], [3, 50_000]]));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(model.getSnapshot()).toMatchObject({ modified: true, beforeApply: new Map([[1, 100_000], [2, 100_000], [3, 100_000]]) });
    expect(statisticsOf(model).allocations.map((allocation) => allocation.amount)).toEqual([150_000, 100_000, 50_000]);
    await vi.advanceTimersByTimeAsync(800);
    expect(sent.map((job) => job.kind === 'orders' && job.orders.map((row) => row.quantity))).toEqual([[150_000, 100_000, 50_000]]);

    model.undoApply();
    expect(model.getSnapshot().beforeApply).toBeUndefined();
    expect(statisticsOf(model)).toEqual(before);
    expect(model.getSnapshot().worksheet.orders.map((row) => row.quantity)).toEqual([100_000, 100_000, 100_000]);

    // Another edit of the figures ends the undo; a colour does not.
    model.applyAmounts(new Map([[1, 200_000]]));
    model.setColor(2, '#112233');
    expect(model.getSnapshot().beforeApply).toEqual(new Map([[1, 100_000]]));
    model.setLeverage(2, 2);
    expect(model.getSnapshot().beforeApply).toBeUndefined();
    model.dispose();
  });

  it('optimizes the blend in the engine, and the applied proposal shows the figures it promised', async () => {
    const engine = await loadEngine();
    const model = new BlenderModel(engine, testBlend([order(1, 201501, 60), order(2, 201601, 48), order(3, 201701, 36)]), {
      send: () => Promise.resolve(),
    });
    const total = 300_000;
    const { worksheet } = model.getSnapshot();
    const bounds = programBounds(worksheet.orders, new Map(), total, worksheet) ?? [];
    const answer = model.optimize({
      objective: 'maxSharpe',
      minWeights: bounds.map((bound) => bound.lower),
      maxWeights: bounds.map((bound) => bound.upper),
      normalized: false,
      total,
    });
    if (answer.status !== 'ok') throw new Error(answer.status);
    const { optimization } = answer;
    expect(optimization.commonMonths).toEqual({ first: '2017-01', last: '2019-12', count: 36 });
    expect(optimization.weights.reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 9);
    // Asking changes nothing.
    expect(model.getSnapshot().modified).toBe(false);

    const atPar = bounds.map(() => ({ usdPerUnit: 1, baseUsdPerUnit: 1 }));
    const amounts = roundedAmounts(optimization.weights, bounds, total, atPar) ?? [];
    model.applyAmounts(new Map(amounts.map((amount, index) => [index + 1, amount])));
    const shown = statisticsOf(model).statistics;
    expect(shown.sharpeRatio).toBeCloseTo(optimization.figures.sharpeRatio ?? Number.NaN, 4);
    expect(shown.annualizedStandardDeviation).toBeCloseTo(optimization.figures.annualizedStandardDeviation ?? Number.NaN, 4);
    expect(shown.maxDrawDown).toBeCloseTo(optimization.figures.maxDrawDown, 4);
    expect(shown.compoundedAnnualReturn).toBeCloseTo(optimization.figures.compoundedAnnualReturn, 4);
    model.dispose();
  });

  it('passes on the engine refusing the bounds', async () => {
    const engine = await loadEngine();
    const model = new BlenderModel(engine, testBlend([order(1, 201501, 36), order(2, 201501, 36)]), { send: () => Promise.resolve() });
    const answer = model.optimize({ objective: 'minVolatility', minWeights: [0.6, 0.6], maxWeights: [1, 1], normalized: false, total: 200_000 });
    expect(answer).toEqual({ status: 'error', code: 'infeasible_bounds' });
    model.dispose();
  });

  it('gives the engine each amount’s dollar value: the example blend is 71.16/0.19/0.19/28.46 %, not 40/20/20/20 %', async () => {
    const engine = await loadEngine();
    const model = new BlenderModel(engine, testBlend(mixedOrders()), { send: () => Promise.resolve() });
    const { allocations } = statisticsOf(model);
    expect(allocations.map((allocation) => allocation.amount)).toEqual([1_250_000, 3_350, 3_350, 500_000]);
    expect(allocations.map((allocation) => Number((allocation.pctAllocated * 100).toFixed(2)))).toEqual([71.16, 0.19, 0.19, 28.46]);
    model.dispose();
  });

  it('changes no share and no statistic with another base, only the unit of the amounts, and writes the base', async () => {
    const engine = await loadEngine();
    const sent: SyncJob<OrderInput[]>[] = [];
    const model = new BlenderModel(engine, testBlend(mixedOrders()), {
      send: (job) => {
        sent.push(job);
        return Promise.resolve();
      },
    });
    const before = statisticsOf(model);
    model.setBaseCurrency('EUR', 1.08);
    const after = statisticsOf(model);
    expect(model.getSnapshot()).toMatchObject({ modified: true, worksheet: { baseCurrency: 'EUR', baseUsdPerUnit: 1.08 } });
    after.allocations.forEach((allocation, index) => {
      const dollars = before.allocations[index];
      expect(allocation.pctAllocated).toBeCloseTo(dollars?.pctAllocated ?? Number.NaN, 12);
      expect(allocation.amount).toBeCloseTo((dollars?.amount ?? Number.NaN) / 1.08, 6);
      expect(allocation.cashLevel).toBeCloseTo((dollars?.cashLevel ?? Number.NaN) / 1.08, 6);
    });
    const figures = (result: BlendFigures) => {
      const { statistics } = result;
      return [
        statistics.cumulativeReturn,
        statistics.compoundedAnnualReturn,
        statistics.annualizedStandardDeviation,
        statistics.sharpeRatio,
        statistics.maxDrawDown,
        statistics.returnCount,
      ];
    };
    figures(after).forEach((figure, index) => {
      expect(figure).toBeCloseTo(figures(before)[index] ?? Number.NaN, 10);
    });
    // The amounts stay as typed, in their programs' currencies.
    expect(model.getSnapshot().worksheet.orders.map((entry) => entry.quantity)).toEqual([1_000_000, 500_000, 500_000, 500_000]);
    await vi.advanceTimersByTimeAsync(800);
    expect(sent).toEqual([{ kind: 'baseCurrency', blendId: 7, baseCurrency: 'EUR' }]);
    model.dispose();
  });

  it('computes nothing while a currency has no rate, and names it', async () => {
    const engine = await loadEngine();
    const orders = mixedOrders().map((entry) => (entry.currency === 'GBP' ? { ...entry, usdPerUnit: null } : entry));
    const model = new BlenderModel(engine, testBlend(orders), { send: () => Promise.resolve() });
    expect(model.getSnapshot().result).toEqual({ status: 'noRate', currencies: ['GBP'] });
    expect(model.optimize({ objective: 'minVolatility', minWeights: [0, 0, 0, 0], maxWeights: [1, 1, 1, 1], normalized: false, total: 1 })).toEqual({
      status: 'noRate',
      currencies: ['GBP'],
    });
    // A base without a rate stops the figures too; one with a rate brings them back.
    const priced = new BlenderModel(engine, testBlend(mixedOrders()), { send: () => Promise.resolve() });
    priced.setBaseCurrency('CHF', null);
    expect(priced.getSnapshot().result).toEqual({ status: 'noRate', currencies: ['CHF'] });
    priced.setBaseCurrency('USD', 1);
    expect(priced.getSnapshot().result.status).toBe('ok');
    model.dispose();
    priced.dispose();
  });

  it('changes nothing of a read-only blend', async () => {
    const engine = await loadEngine();
    const model = new BlenderModel(engine, testBlend([order(1, 201501, 36)]));
    const snapshot = model.getSnapshot();
    model.setLeverage(1, 2);
    expect(model.editable).toBe(false);
    expect(model.getSnapshot()).toBe(snapshot);
    model.dispose();
  });
});

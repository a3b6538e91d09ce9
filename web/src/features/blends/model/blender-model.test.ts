import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEngine, type BlendFigures } from '@/lib/engine';
import type { OrderInput } from '@/features/blends/api/blends';
import { BlenderModel } from './blender-model';
import { isMarkedModified } from './modified-flag';
import { order, testBlend } from './test-blend';
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

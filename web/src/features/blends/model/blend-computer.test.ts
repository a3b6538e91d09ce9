import { describe, expect, it } from 'vitest';
import { loadEngine } from '@/lib/engine';
import type { BlendOrder } from '@/features/blends/api/blends';
import { BlendComputer } from './blend-computer';
import { inDollars, order, testBlend } from './test-blend';

const benchmark = testBlend([]).benchmark;

describe('BlendComputer', () => {
  it('follows programs that leave or join at the end, with the figures of a blend computed afresh', async () => {
    const engine = await loadEngine();
    const [a, b, c, d] = [order(1, 201501, 60), order(2, 201601, 48), order(3, 201701, 36), order(4, 201401, 72)];
    const computer = new BlendComputer(engine, inDollars([a, b, c]), benchmark);
    const afresh = (orders: BlendOrder[]) => {
      const fresh = new BlendComputer(engine, inDollars(orders), benchmark);
      const result = fresh.compute(inDollars(orders), false);
      fresh.free();
      return result;
    };

    const steps: BlendOrder[][] = [
      [a, c],
      [a, c, d, b],
      [c, d],
      [c, d, { ...a, leverage: 2.5 }],
    ];
    for (const orders of steps) {
      expect(computer.follow(inDollars(orders))).toBe(true);
      expect(computer.compute(inDollars(orders), false)).toEqual(afresh(orders));
    }

    // The same programs in another order: a new computer's job.
    expect(computer.follow(inDollars([d, c, a]))).toBe(false);
    const unchanged: BlendOrder[] = [c, d, a];
    expect(computer.compute(inDollars(unchanged), false)).toEqual(afresh(unchanged));
    computer.free();
  });

  it('leaves out programs without returns', async () => {
    const engine = await loadEngine();
    const empty = order(5, 201501, 0);
    const computer = new BlendComputer(engine, inDollars([order(1, 201501, 36), empty]), benchmark);
    const orders = [order(1, 201501, 36), empty, order(2, 201501, 36)];
    expect(computer.follow(inDollars(orders))).toBe(true);
    const result = computer.compute(inDollars(orders), false);
    expect(result.status === 'ok' && result.statistics.correlationsMatrix).toHaveLength(2);
    computer.free();
  });
});

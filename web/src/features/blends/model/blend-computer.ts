import type { AnalyticsErrorCode, BlendInput, BlendStatistics, Engine } from '@/lib/engine';
import { isAnalyticsError } from '@/lib/engine';
import type { BlendBenchmark, BlendOrder } from '@/features/blends/api/blends';

/** What the blender shows for the worksheet as it stands. */
export type BlendResult =
  | { status: 'ok'; statistics: BlendStatistics }
  /** No program with returns yet. */
  | { status: 'empty' }
  /** The engine refused (`no_common_months` when normalizing programs that never overlap). */
  | { status: 'error'; code: AnalyticsErrorCode };

const hasReturns = (order: BlendOrder) => order.returns.months.length > 0;

/**
 * The worksheet's blend in the WebAssembly engine. Each program's returns cross into the engine
 * once, when the programs change; moving an amount or a leverage only resets the allocations and
 * computes again, so an edit costs a fraction of a millisecond.
 */
export class BlendComputer {
  private readonly input: BlendInput;
  /** Program ids of the components, in the order added. */
  private readonly programIds: number[] = [];

  constructor(engine: Engine, orders: readonly BlendOrder[], benchmark: BlendBenchmark | null | undefined) {
    this.input = new engine.BlendInput();
    for (const order of orders.filter(hasReturns)) {
      const { months, values, estimated } = order.returns;
      this.input.addComponent(
        Int32Array.from(months),
        Float64Array.from(values),
        order.quantity,
        order.leverage,
        Uint8Array.from(estimated, (flag) => (flag ? 1 : 0)),
      );
      this.programIds.push(order.programId);
    }
    if (benchmark && benchmark.months.length > 0) {
      this.input.setBenchmark(Int32Array.from(benchmark.months), Float64Array.from(benchmark.values));
    }
  }

  /** The programs the engine holds: `orders` must list them in the same order (others are skipped). */
  holds(orders: readonly BlendOrder[]): boolean {
    const ids = orders.filter(hasReturns).map((order) => order.programId);
    return ids.length === this.programIds.length && ids.every((id, index) => id === this.programIds[index]);
  }

  /** The blend's statistics at the orders' amounts and leverages (valid ones: the UI checks first). */
  compute(orders: readonly BlendOrder[], normalized: boolean): BlendResult {
    const components = orders.filter(hasReturns);
    if (components.length === 0) return { status: 'empty' };
    components.forEach((order, index) => {
      this.input.setAllocation(index, order.quantity, order.leverage);
    });
    try {
      return { status: 'ok', statistics: this.input.compute(normalized) };
    } catch (error) {
      if (isAnalyticsError(error)) return { status: 'error', code: error.code };
      throw error;
    }
  }

  free(): void {
    this.input.free();
  }
}

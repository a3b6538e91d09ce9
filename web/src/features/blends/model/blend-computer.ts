import type { AnalyticsErrorCode, BlendFigures, BlendInput, Engine } from '@/lib/engine';
import { isAnalyticsError } from '@/lib/engine';
import type { BlendBenchmark, BlendOrder } from '@/features/blends/api/blends';
import type { OptimizeRequest, OptimizeResult } from './optimizer';

/** What the blender shows for the worksheet as it stands. */
export type BlendResult =
  | { status: 'ok'; statistics: BlendFigures }
  /** No program with returns yet. */
  | { status: 'empty' }
  /** The engine refused (`no_common_months` when normalizing programs that never overlap). */
  | { status: 'error'; code: AnalyticsErrorCode }
  /** A currency (a program's or the base) has no rate: nothing is computed (see base-currency.ts). */
  | { status: 'noRate'; currencies: string[] };

/** An order with its amount's value in the blend's base currency, which is what the engine sums. */
export interface ValuedOrder {
  order: BlendOrder;
  value: number;
}

/** The orders beside their base values (`values`, in the orders' order). */
export function valued(orders: readonly BlendOrder[], values: readonly number[]): ValuedOrder[] {
  return orders.map((order, index) => ({ order, value: values[index] ?? Number.NaN }));
}

const hasReturns = ({ order }: ValuedOrder) => order.returns.months.length > 0;

/**
 * The worksheet's blend in the WebAssembly engine. Each program's returns cross into the engine
 * once, when it joins the blend; moving an amount or a leverage only resets the allocations and
 * computes again, so an edit costs a fraction of a millisecond. The engine keeps the programs'
 * correlation matrix, which their returns alone decide: a program added or removed computes only
 * its own pairs. Every amount it is given is the order's base value, so its cash levels and
 * shares are in the blend's base currency.
 */
export class BlendComputer {
  private readonly input: BlendInput;
  /** Program ids of the components, in the order added. */
  private readonly programIds: number[] = [];

  constructor(engine: Engine, orders: readonly ValuedOrder[], benchmark: BlendBenchmark | null | undefined) {
    this.input = new engine.BlendInput();
    for (const order of orders.filter(hasReturns)) this.add(order);
    if (benchmark && benchmark.months.length > 0) {
      this.input.setBenchmark(Int32Array.from(benchmark.months), Float64Array.from(benchmark.values));
    }
  }

  /**
   * Brings the engine's programs to those of `orders` (programs without returns are skipped):
   * removed ones leave, new ones join at the end. False, with nothing changed, when the programs
   * kept are in another order: only a new computer holds those.
   */
  follow(orders: readonly ValuedOrder[]): boolean {
    const components = orders.filter(hasReturns);
    const wanted = new Set(components.map(({ order }) => order.programId));
    const kept = this.programIds.filter((id) => wanted.has(id));
    if (!kept.every((id, index) => components[index]?.order.programId === id)) return false;
    // The last first, so that the indices still to remove stay valid.
    const removed = this.programIds.flatMap((id, index) => (wanted.has(id) ? [] : [index])).reverse();
    for (const index of removed) {
      this.input.removeComponent(index);
      this.programIds.splice(index, 1);
    }
    for (const component of components.slice(kept.length)) this.add(component);
    return true;
  }

  /**
   * The blend's figures at the orders' amounts and leverages (valid ones: the UI checks first):
   * those the blender shows, not the full set the server stores when it is saved.
   */
  compute(orders: readonly ValuedOrder[], normalized: boolean): BlendResult {
    if (this.allocate(orders) === 0) return { status: 'empty' };
    try {
      return { status: 'ok', statistics: this.input.computeShown(normalized) };
    } catch (error) {
      if (isAnalyticsError(error)) return { status: 'error', code: error.code };
      throw error;
    }
  }

  /**
   * The engine's proposal for the orders' programs, the blend at their amounts and leverages
   * being the one it sets beside the proposal; or the code of its refusal.
   */
  optimize(orders: readonly ValuedOrder[], request: OptimizeRequest): OptimizeResult {
    this.allocate(orders);
    try {
      return { status: 'ok', optimization: this.input.optimize(request) };
    } catch (error) {
      if (isAnalyticsError(error)) return { status: 'error', code: error.code };
      throw error;
    }
  }

  free(): void {
    this.input.free();
  }

  /** Sets the components' amounts and leverages from the orders; the number of components. */
  private allocate(orders: readonly ValuedOrder[]): number {
    const components = orders.filter(hasReturns);
    components.forEach(({ order, value }, index) => {
      this.input.setAllocation(index, value, order.leverage);
    });
    return components.length;
  }

  private add({ order, value }: ValuedOrder): void {
    const { months, values, estimated } = order.returns;
    this.input.addComponent(
      Int32Array.from(months),
      Float64Array.from(values),
      value,
      order.leverage,
      Uint8Array.from(estimated, (flag) => (flag ? 1 : 0)),
    );
    this.programIds.push(order.programId);
  }
}

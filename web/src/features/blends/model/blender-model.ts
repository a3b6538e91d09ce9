import type { Engine } from '@/lib/engine';
import { baseValues } from './base-currency';
import { BlendComputer, valued, type BlendResult, type ValuedOrder } from './blend-computer';
import type { Blend, OrderInput } from '@/features/blends/api/blends';
import { clearModified, isMarkedModified, markModified } from './modified-flag';
import { computed, startUpdate } from './update-timing';
import {
  ordersPayload,
  removeOrder,
  setBase,
  setNormalized,
  updateOrder,
  withAddedOrders,
  withAmounts,
  worksheetFromBlend,
  type Worksheet,
} from './worksheet';
import { WorksheetSync, type SyncJob } from './worksheet-sync';
import type { OptimizeRequest, OptimizeResult } from './optimizer';

export interface BlenderSnapshot {
  worksheet: Worksheet;
  result: BlendResult;
  /** Changed since it was last saved (the server's flag or this browser's). */
  modified: boolean;
  /**
   * The amounts an applied optimization replaced, by program, until the next edit of the
   * figures: the blender's one level of undo (it has none for other edits).
   */
  beforeApply?: ReadonlyMap<number, number>;
}

export interface BlenderModelOptions {
  /** Writes the worksheet (PUT orders / normalization / base currency); absent for a read-only blend. */
  send?: (job: SyncJob<OrderInput[]>) => Promise<unknown>;
  /** A background write failed; `worksheet` is the blend as it stands (to name what the error is about). */
  onSyncError?: (error: unknown, worksheet: Worksheet) => void;
  syncDelayMs?: number;
}

/**
 * The blender's worksheet as a store the page subscribes to (useSyncExternalStore). Every edit
 * recomputes the blend synchronously in the WebAssembly engine, publishes the new figures at
 * once, and queues a background write; no edit waits for the network.
 */
export class BlenderModel {
  private snapshot: BlenderSnapshot;
  private computer: BlendComputer | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly sync: WorksheetSync<OrderInput[]> | undefined;
  /** This page has marked the blend unsaved in browser storage: one write, not one per edit. */
  private marked = false;

  private readonly engine: Engine;
  private readonly blend: Blend;

  constructor(engine: Engine, blend: Blend, options: BlenderModelOptions = {}) {
    this.engine = engine;
    this.blend = blend;
    const { send, onSyncError = () => undefined, syncDelayMs } = options;
    this.sync = send
      ? new WorksheetSync(
          send,
          (error) => {
            onSyncError(error, this.snapshot.worksheet);
          },
          syncDelayMs,
        )
      : undefined;
    const worksheet = worksheetFromBlend(blend);
    this.snapshot = {
      worksheet,
      result: this.compute(worksheet),
      modified: blend.modified || isMarkedModified(blend.blendId),
    };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getSnapshot = (): BlenderSnapshot => this.snapshot;

  get editable(): boolean {
    return this.sync !== undefined;
  }

  setAmount(programId: number, quantity: number): void {
    this.edit((worksheet) => updateOrder(worksheet, programId, { quantity }), 'orders', 'figures');
  }

  setLeverage(programId: number, leverage: number): void {
    this.edit((worksheet) => updateOrder(worksheet, programId, { leverage }), 'orders', 'figures');
  }

  setColor(programId: number, color: string): void {
    this.edit((worksheet) => updateOrder(worksheet, programId, { color }), 'orders', 'display');
  }

  setChartVisible(programId: number, chartVisible: boolean): void {
    this.edit((worksheet) => updateOrder(worksheet, programId, { chartVisible }), 'orders', 'display');
  }

  remove(programId: number): void {
    this.edit((worksheet) => removeOrder(worksheet, programId), 'orders', 'figures');
  }

  setNormalized(isNormalized: boolean): void {
    this.edit((worksheet) => setNormalized(worksheet, isNormalized), 'normalization', 'figures');
  }

  /**
   * The currency every amount is summed in, with US dollars per unit of it (from the site's
   * latest rates, as the server will have it): the amounts stay as typed, their values change.
   */
  setBaseCurrency(baseCurrency: string, baseUsdPerUnit: number | null): void {
    this.edit((worksheet) => setBase(worksheet, baseCurrency, baseUsdPerUnit), 'baseCurrency', 'figures');
  }

  /**
   * The engine's optimization of the blend as it stands, computed here in the browser; nothing
   * changes until a proposal is applied. Its `total` and bounds are in the base currency.
   */
  readonly optimize = (request: OptimizeRequest): OptimizeResult => {
    const { worksheet } = this.snapshot;
    const orders = valuedOrders(worksheet);
    if (orders.status === 'noRate') return orders;
    return this.computerFor(orders.orders).optimize(orders.orders, request);
  };

  /** An optimization's proposal becomes the blend's amounts: one edit, which Undo takes back. */
  applyAmounts(amounts: ReadonlyMap<number, number>): void {
    const before = new Map(
      this.snapshot.worksheet.orders.flatMap((order) => (amounts.has(order.programId) ? [[order.programId, order.quantity] as const] : [])),
    );
    this.edit((worksheet) => withAmounts(worksheet, amounts), 'orders', 'figures', before);
  }

  /** Puts back the amounts the last Apply replaced (still unsaved: the blend changed twice). */
  undoApply(): void {
    const before = this.snapshot.beforeApply;
    if (before) this.edit((worksheet) => withAmounts(worksheet, before), 'orders', 'figures');
  }

  /**
   * The server added programs (their returns come with its answer). It already holds the whole
   * worksheet (edits are flushed before adding), so nothing is written back.
   */
  addedOnServer(blend: Blend): void {
    this.edit((worksheet) => withAddedOrders(worksheet, blend), undefined, 'figures');
  }

  /** The server saved the blend: new name and type, nothing left unsaved (nor an Apply to undo). */
  saved(blend: Blend): void {
    clearModified(blend.blendId);
    this.marked = false;
    this.publish({
      ...this.snapshot,
      beforeApply: undefined,
      worksheet: { ...this.snapshot.worksheet, blendName: blend.blendName, blendTypeId: blend.blendTypeId },
      modified: false,
    });
  }

  /** Sends waiting edits now (before saving, when leaving the page). */
  flush(): Promise<void> {
    return this.sync?.flush() ?? Promise.resolve();
  }

  /**
   * Leaves the page: waiting edits are sent and the engine's memory freed. The model stays
   * usable (React may mount a component again), computing with a fresh engine blend then.
   */
  dispose(): void {
    void this.flush();
    this.computer?.free();
    this.computer = undefined;
  }

  /**
   * `figures`: the blend's figures change, so they are computed again and the blend is unsaved.
   * `display`: a colour or a chart toggle, stored but neither computed nor marking the blend
   * unsaved (spec: allocations, leverage, normalization and programs do).
   */
  private edit(
    change: (worksheet: Worksheet) => Worksheet,
    kind: SyncJob<unknown>['kind'] | undefined,
    effect: 'figures' | 'display',
    beforeApply?: ReadonlyMap<number, number>,
  ): void {
    if (!this.sync) return;
    const worksheet = change(this.snapshot.worksheet);
    if (effect === 'figures') {
      startUpdate();
      const result = this.compute(worksheet);
      computed(result);
      if (!this.marked) {
        markModified(worksheet.blendId);
        this.marked = true;
      }
      // Any other change of the figures ends the undo of an Apply: undoing then would not give
      // back the blend as it was before Apply.
      this.publish({ worksheet, result, modified: true, beforeApply });
    } else {
      this.publish({ ...this.snapshot, worksheet });
    }
    if (!kind) return;
    this.sync.schedule(syncJob(kind, worksheet));
  }

  private compute(worksheet: Worksheet): BlendResult {
    const orders = valuedOrders(worksheet);
    if (orders.status === 'noRate') return orders;
    return this.computerFor(orders.orders).compute(orders.orders, worksheet.isNormalized);
  }

  /** The engine's blend holding the worksheet's programs. */
  private computerFor(orders: readonly ValuedOrder[]): BlendComputer {
    if (!this.computer?.follow(orders)) {
      this.computer?.free();
      this.computer = new BlendComputer(this.engine, orders, this.blend.benchmark);
    }
    return this.computer;
  }

  private publish(snapshot: BlenderSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}

/** The worksheet's orders with their base values, or the currencies without a rate. */
function valuedOrders(worksheet: Worksheet): { status: 'ok'; orders: ValuedOrder[] } | { status: 'noRate'; currencies: string[] } {
  const values = baseValues(worksheet.orders, worksheet);
  return values.status === 'ok' ? { status: 'ok', orders: valued(worksheet.orders, values.values) } : values;
}

/** The write of one kind of change, with the worksheet's state of it. */
function syncJob(kind: SyncJob<unknown>['kind'], worksheet: Worksheet): SyncJob<OrderInput[]> {
  switch (kind) {
    case 'orders':
      return { kind, blendId: worksheet.blendId, orders: ordersPayload(worksheet) };
    case 'normalization':
      return { kind, blendId: worksheet.blendId, isNormalized: worksheet.isNormalized };
    case 'baseCurrency':
      return { kind, blendId: worksheet.blendId, baseCurrency: worksheet.baseCurrency };
  }
}

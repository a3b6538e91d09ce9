/** One background write of the worksheet; a newer job of the same kind replaces an unsent one. */
export type SyncJob<Orders> =
  | { kind: 'orders'; blendId: number; orders: Orders }
  | { kind: 'normalization'; blendId: number; isNormalized: boolean }
  | { kind: 'baseCurrency'; blendId: number; baseCurrency: string };

/** How long the blender waits after the last edit before writing the worksheet (spec: ~800 ms). */
export const syncDelayMs = 800;

/**
 * Persists the worksheet in the background: edits are coalesced until the member pauses for
 * `delayMs`, then only the latest state of each kind is sent, one request at a time so the
 * server sees them in order. `flush` sends at once (before saving, when leaving the page).
 */
export class WorksheetSync<Orders> {
  private readonly pending = new Map<SyncJob<Orders>['kind'], SyncJob<Orders>>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<void> = Promise.resolve();

  private readonly send: (job: SyncJob<Orders>) => Promise<unknown>;
  private readonly onError: (error: unknown) => void;
  private readonly delayMs: number;

  constructor(send: (job: SyncJob<Orders>) => Promise<unknown>, onError: (error: unknown) => void, delayMs = syncDelayMs) {
    this.send = send;
    this.onError = onError;
    this.delayMs = delayMs;
  }

  schedule(job: SyncJob<Orders>): void {
    this.pending.set(job.kind, job);
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.flush();
    }, this.delayMs);
  }

  /** Whether edits wait to be sent. */
  get idle(): boolean {
    return this.pending.size === 0;
  }

  /** Sends what waits now; resolves once every request so far has been answered. */
  flush(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const jobs = [...this.pending.values()];
    this.pending.clear();
    for (const job of jobs) {
      this.queue = this.queue.then(() => this.send(job)).then(
        () => undefined,
        (error: unknown) => {
          this.onError(error);
        },
      );
    }
    return this.queue;
  }
}

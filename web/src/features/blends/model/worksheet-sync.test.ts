import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorksheetSync, type SyncJob } from './worksheet-sync';

type Job = SyncJob<number[]>;

describe('WorksheetSync', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends nothing while the member keeps editing, then only the latest state of each kind', async () => {
    const sent: Job[] = [];
    const sync = new WorksheetSync<number[]>((job) => {
      sent.push(job);
      return Promise.resolve();
    }, vi.fn(), 800);
    sync.schedule({ kind: 'orders', blendId: 1, orders: [1] });
    await vi.advanceTimersByTimeAsync(500);
    sync.schedule({ kind: 'normalization', blendId: 1, isNormalized: true });
    sync.schedule({ kind: 'orders', blendId: 1, orders: [2] });
    await vi.advanceTimersByTimeAsync(799);
    expect(sent).toEqual([]);
    expect(sync.idle).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      { kind: 'orders', blendId: 1, orders: [2] },
      { kind: 'normalization', blendId: 1, isNormalized: true },
    ]);
    expect(sync.idle).toBe(true);
  });

  it('sends one request at a time, in the order of the edits', async () => {
    const log: string[] = [];
    let release: () => void = () => undefined;
    const sync = new WorksheetSync<number[]>((job) => {
      log.push(`start ${job.kind === 'orders' ? job.orders.join() : ''}`);
      return new Promise<void>((resolve) => {
        release = () => {
          log.push('end');
          resolve();
        };
      });
    }, vi.fn(), 800);
    sync.schedule({ kind: 'orders', blendId: 1, orders: [1] });
    void sync.flush();
    sync.schedule({ kind: 'orders', blendId: 1, orders: [2] });
    const done = sync.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['start 1']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['start 1', 'end', 'start 2']);
    release();
    await done;
    expect(log).toEqual(['start 1', 'end', 'start 2', 'end']);
  });

  it('flushes at once and reports a failed write without stopping later ones', async () => {
    const onError = vi.fn();
    const send = vi.fn<(job: Job) => Promise<unknown>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const sync = new WorksheetSync<number[]>(send, onError, 800);
    sync.schedule({ kind: 'orders', blendId: 1, orders: [1] });
    await sync.flush();
    expect(onError).toHaveBeenCalledTimes(1);
    sync.schedule({ kind: 'orders', blendId: 1, orders: [3] });
    await sync.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ kind: 'orders', blendId: 1, orders: [3] });
    // Nothing waits: the timer of the flushed edits never fires a second request.
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

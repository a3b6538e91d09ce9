import { describe, expect, it, vi } from 'vitest';
import { memoiseLoader } from './memoise-loader';

describe('memoiseLoader', () => {
  it('loads once and shares the result', async () => {
    const load = vi.fn(() => Promise.resolve({ cumulativeReturn: () => 0 }));
    const get = memoiseLoader(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    await get();
    expect(load).toHaveBeenCalledOnce();
  });

  it('retries after a failed load', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('engine');
    const get = memoiseLoader(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('engine');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

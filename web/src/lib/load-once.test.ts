import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('fetches on the first load only and keeps the value', async () => {
    const fetch = vi.fn(() => Promise.resolve(7));
    const once = loadOnce(fetch);
    expect(once.loaded()).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    await expect(once.load()).resolves.toBe(7);
    await expect(once.load()).resolves.toBe(7);
    expect(once.loaded()).toBe(7);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failure', async () => {
    const fetch = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(3);
    const once = loadOnce(fetch);
    await expect(once.load()).rejects.toThrow('offline');
    expect(once.loaded()).toBeUndefined();
    await expect(once.load()).resolves.toBe(3);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

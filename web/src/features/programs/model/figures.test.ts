import { describe, expect, it } from 'vitest';
import { formatDateTime, latestAssets } from './figures';

describe('figures', () => {
  it('takes the latest month that reported assets', () => {
    expect(
      latestAssets([
        { month: 202401, value: 0.01, assets: 5e6, estimated: false },
        { month: 202402, value: 0.01, assets: 6e6, estimated: false },
        { month: 202403, value: 0.01, assets: null, estimated: true },
      ]),
    ).toBe(6e6);
    expect(latestAssets([])).toBeNull();
  });

  it('formats a timestamp, or a dash for nonsense', () => {
    expect(formatDateTime('2026-11-22T09:00:00Z', 'en')).toMatch(/Nov 22, 2026/);
    expect(formatDateTime('not a date', 'en')).toBe('–');
  });
});

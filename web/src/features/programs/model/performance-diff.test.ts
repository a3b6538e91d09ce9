import { describe, expect, it } from 'vitest';
import { beforeAfter, countChanges, diffMonths } from './performance-diff';

const month = (m: number, monthlyReturn: number, assets: number | null = null, estimated = false) => ({
  month: m,
  monthlyReturn,
  assets,
  estimated,
});

describe('diffMonths', () => {
  it('lists added, changed and removed months with their old and new values, in month order', () => {
    const stored = [month(202401, 0.01), month(202402, 0.02, 100), month(202403, 0.03)];
    const next = [month(202402, 0.025, 100), month(202403, 0.03), month(202404, 0.04, null, true)];
    expect(diffMonths(stored, next)).toEqual([
      { month: 202401, kind: 'removed', before: { monthlyReturn: 0.01, assets: null, estimated: false }, after: null },
      {
        month: 202402,
        kind: 'changed',
        before: { monthlyReturn: 0.02, assets: 100, estimated: false },
        after: { monthlyReturn: 0.025, assets: 100, estimated: false },
      },
      { month: 202404, kind: 'added', before: null, after: { monthlyReturn: 0.04, assets: null, estimated: true } },
    ]);
  });

  it('sees a change of assets or of the estimated flag alone', () => {
    expect(diffMonths([month(202401, 0.01, 100)], [month(202401, 0.01, 200)])).toHaveLength(1);
    expect(diffMonths([month(202401, 0.01, 100)], [month(202401, 0.01, null)])).toHaveLength(1);
    expect(diffMonths([month(202401, 0.01)], [month(202401, 0.01, null, true)])).toHaveLength(1);
  });

  it('ignores float noise between a file percent and the stored fraction', () => {
    expect(diffMonths([month(202401, 0.0123)], [month(202401, 1.23 / 100)])).toEqual([]);
  });

  it('counts each kind', () => {
    const changes = diffMonths([month(202401, 0.01), month(202402, 0.02)], [month(202402, 0.03), month(202403, 0)]);
    expect(countChanges(changes)).toEqual({ added: 1, changed: 1, removed: 1 });
  });
});

describe('beforeAfter', () => {
  it('shows old → new, or one side for an added or removed month', () => {
    expect(beforeAfter('1.00%', '2.00%', '–')).toBe('1.00% → 2.00%');
    expect(beforeAfter('1.00%', '1.00%', '–')).toBe('1.00%');
    expect(beforeAfter(null, '2.00%', '–')).toBe('2.00%');
    expect(beforeAfter('1.00%', null, '–')).toBe('1.00%');
    expect(beforeAfter(null, null, '–')).toBe('–');
  });
});

import { describe, expect, it } from 'vitest';
import { monthOfYear, performanceRows } from './performance-table';

describe('performanceRows', () => {
  it('puts the latest year first and each month in its column', () => {
    const rows = performanceRows([
      {
        year: 2023,
        returns: [{ month: '2023-12', value: 0.01, estimated: false }],
        ytd: 0.01,
        maxDrawDown: 0,
      },
      {
        year: 2024,
        returns: [
          { month: '2024-02', value: -0.02, estimated: true },
          { month: '2024-01', value: null, estimated: false },
        ],
        ytd: -0.02,
        maxDrawDown: -0.02,
      },
    ]);
    expect(rows.map((row) => row.year)).toEqual([2024, 2023]);
    expect(rows[0]?.months).toHaveLength(12);
    expect(rows[0]?.months[1]).toEqual({ month: '2024-02', value: -0.02, estimated: true });
    expect(rows[0]?.months[0]?.value).toBeNull();
    expect(rows[0]?.months[2]).toBeUndefined();
    expect(rows[1]?.months[11]?.value).toBe(0.01);
  });

  it('reads the month of an engine month', () => {
    expect(monthOfYear('2024-03')).toBe(3);
    expect(monthOfYear('1999-12')).toBe(12);
  });
});

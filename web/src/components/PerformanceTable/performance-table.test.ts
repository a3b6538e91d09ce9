import { describe, expect, it } from 'vitest';
import { readsAsLoss } from '@/components/ReturnFigure/return-figure';
import { monthOfYear, performanceRows, samePerformanceRow } from './performance-table';

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
    expect(rows[0]?.months[1]).toEqual({ text: '-2.00%', estimated: true });
    // Blank without a return.
    expect(rows[0]?.months[0]).toBeUndefined();
    expect(rows[0]?.months[2]).toBeUndefined();
    expect(rows[0]).toMatchObject({ ytd: '-2.00%', maxDrawDown: '-2.00%', estimated: true });
    expect(rows[1]?.months[11]).toEqual({ text: '1.00%', estimated: false });
    expect(rows[1]).toMatchObject({ ytd: '1.00%', maxDrawDown: '0.00%', estimated: false });
  });

  it('finds two rows the same when they read the same', () => {
    const year = (value: number, estimated = false) => ({
      year: 2024,
      returns: [{ month: '2024-03', value, estimated }],
      ytd: value,
      maxDrawDown: Math.min(0, value),
    });
    const [row] = performanceRows([year(0.0123)]);
    const [rounded] = performanceRows([year(0.01231)]);
    const [moved] = performanceRows([year(0.0124)]);
    const [estimated] = performanceRows([year(0.0123, true)]);
    if (!row || !rounded || !moved || !estimated) throw new Error('no rows');
    expect(samePerformanceRow(row, rounded)).toBe(true);
    expect(samePerformanceRow(row, moved)).toBe(false);
    expect(samePerformanceRow(row, estimated)).toBe(false);
  });

  it('reads the month of an engine month', () => {
    expect(monthOfYear('2024-03')).toBe(3);
    expect(monthOfYear('1999-12')).toBe(12);
  });

  it('formats each month so a loss reads negative', () => {
    const [row] = performanceRows([
      {
        year: 2024,
        returns: [
          { month: '2024-01', value: -0.0123, estimated: false },
          { month: '2024-02', value: 0.004, estimated: false },
          { month: '2024-03', value: -0.00001, estimated: false },
        ],
        ytd: -0.0084,
        maxDrawDown: -0.0123,
      },
    ]);
    const shown = row?.months.slice(0, 3).map((figure) => figure && readsAsLoss(figure.text));
    // A loss too small to show (-0.001%) reads "0.00%": not marked as a loss.
    expect(shown).toEqual([true, false, false]);
    expect(readsAsLoss(row?.ytd ?? '')).toBe(true);
  });
});

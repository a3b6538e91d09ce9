import { describe, expect, it } from 'vitest';
import { lastMonths } from './last-months';

const year = (yyyy: number, values: (number | null)[]) => ({
  year: yyyy,
  returns: values.map((value, index) => ({
    month: `${String(yyyy)}-${String(index + 1).padStart(2, '0')}`,
    value,
    estimated: false,
  })),
  ytd: 0,
  maxDrawDown: 0,
});

describe('lastMonths', () => {
  it('takes the twelve latest months, oldest first, across years in any order', () => {
    const table = [year(2024, [0.01, -0.02, 0.03]), year(2023, Array.from({ length: 12 }, (_, index) => index / 100))];
    const months = lastMonths(table);
    expect(months).toHaveLength(12);
    expect(months[0]?.month).toBe('2023-04');
    expect(months.at(-1)).toEqual({ month: '2024-03', value: 0.03, estimated: false });
    expect(months.map((month) => month.month)).toEqual([...months.map((month) => month.month)].sort());
  });

  it('skips months without a return', () => {
    const months = lastMonths([year(2024, [0.01, null, 0.02])]);
    expect(months.map((month) => month.month)).toEqual(['2024-01', '2024-03']);
  });

  it('shows what there is when a program has fewer months', () => {
    expect(lastMonths([year(2024, [0.01, 0.02])], 12)).toHaveLength(2);
    expect(lastMonths([])).toEqual([]);
  });

  it('keeps the estimate mark', () => {
    const table = [{ ...year(2024, [0.01]), returns: [{ month: '2024-01', value: 0.01, estimated: true }] }];
    expect(lastMonths(table)[0]?.estimated).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  cellAt,
  defaultYear,
  fractionToPercent,
  gridErrorKeyOf,
  gridFromMonths,
  gridMonths,
  inceptionMonthOf,
  inceptionProblem,
  isMonthDisabled,
  todayOf,
  withCell,
  withInception,
  yearOptions,
  type Grid,
} from './performance-model';

const today = todayOf(new Date(Date.UTC(2025, 5, 15))); // 15 June 2025
const currentMonth = 202506;

function grid(entries: Record<number, string>): Grid {
  let result: Grid = new Map();
  for (const [month, percent] of Object.entries(entries)) result = withCell(result, Number(month), { percent });
  return result;
}

describe('year list and default year', () => {
  it('runs from the current year down to 1957', () => {
    const years = yearOptions(today);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1957);
    expect(years).toHaveLength(2025 - 1957 + 1);
  });

  it('shows the previous year in January and the current year otherwise', () => {
    expect(defaultYear(todayOf(new Date(Date.UTC(2025, 0, 31))))).toBe(2024);
    expect(defaultYear(todayOf(new Date(Date.UTC(2025, 1, 1))))).toBe(2025);
    expect(defaultYear(today)).toBe(2025);
  });
});

describe('inception date', () => {
  it('is required and runs from 1957-01-01 to today', () => {
    expect(inceptionProblem('', today)).toBe('required');
    expect(inceptionProblem('1956-12-31', today)).toBe('outOfRange');
    expect(inceptionProblem('1957-01-01', today)).toBeUndefined();
    expect(inceptionProblem('2025-06-15', today)).toBeUndefined();
    expect(inceptionProblem('2025-06-16', today)).toBe('outOfRange');
    expect(inceptionProblem('2023-02-30', today)).toBe('outOfRange');
  });

  it('gives its month only when valid', () => {
    expect(inceptionMonthOf('2019-03-20', today)).toBe(201903);
    expect(inceptionMonthOf('1900-03-20', today)).toBeNull();
  });
});

describe('disabled months', () => {
  it('are the months before the inception month and after the current month', () => {
    expect(isMonthDisabled(201902, 201903, currentMonth)).toBe(true);
    expect(isMonthDisabled(201903, 201903, currentMonth)).toBe(false);
    expect(isMonthDisabled(202506, 201903, currentMonth)).toBe(false);
    expect(isMonthDisabled(202507, 201903, currentMonth)).toBe(true);
  });

  it('are every month while there is no valid inception date', () => {
    expect(isMonthDisabled(202001, null, currentMonth)).toBe(true);
  });
});

describe('moving the inception date', () => {
  const start = grid({ 201911: '1.00', 202001: '2.00', 202105: '3.00' });

  it('earlier keeps every month and opens empty earlier years', () => {
    const moved = withInception(start, 201701);
    expect([...moved.keys()].sort()).toEqual([201911, 202001, 202105]);
    expect(cellAt(moved, 201801).percent).toBe('');
    expect(isMonthDisabled(201801, 201701, currentMonth)).toBe(false);
  });

  it('later drops the earlier years, so moving back does not restore them', () => {
    const later = withInception(start, 202103);
    expect([...later.keys()]).toEqual([202105]);
    const back = withInception(later, 201901);
    expect(cellAt(back, 201911).percent).toBe('');
  });

  it('within the same year keeps that year (its earlier months are disabled, not lost)', () => {
    const moved = withInception(grid({ 202001: '2.00', 202006: '1.00' }), 202003);
    expect(cellAt(moved, 202001).percent).toBe('2.00');
    expect(gridMonths(moved, 202003, currentMonth).months.map((m) => m.month)).toEqual([202006]);
  });
});

describe('percent and fraction', () => {
  it('shows fractions as percents with 2 decimals', () => {
    expect(fractionToPercent(0.0123)).toBe('1.23');
    expect(fractionToPercent(-0.005)).toBe('-0.50');
    expect(fractionToPercent(0.012299999999999998)).toBe('1.23');
  });

  it('sends typed percents as fractions without float noise', () => {
    const { months } = gridMonths(grid({ 202401: '1.23', 202402: '-0.07', 202403: '0.1' }), 202401, currentMonth);
    expect(months.map((m) => m.monthlyReturn)).toEqual([0.0123, -0.0007, 0.001]);
  });

  it('round-trips stored months', () => {
    const stored = [{ month: 202401, monthlyReturn: 0.0123, assets: 1_250_000, estimated: true }];
    expect(gridMonths(gridFromMonths(stored), 202401, currentMonth).months).toEqual(stored);
  });
});

describe('the months a manual save sends', () => {
  it('are only those at or after the inception month and up to the current month', () => {
    const typed = grid({ 201812: '5.00', 201901: '1.00', 201902: '2.00', 202507: '3.00' });
    const { months, errors } = gridMonths(typed, 201901, currentMonth);
    expect(months.map((m) => m.month)).toEqual([201901, 201902]);
    expect(errors).toEqual({});
  });

  it('skip empty months and keep assets and the estimated flag', () => {
    const typed = withCell(withCell(new Map(), 202401, { percent: '1.5', assets: '1000', estimated: true }), 202402, {});
    expect(gridMonths(typed, 202401, currentMonth).months).toEqual([
      { month: 202401, monthlyReturn: 0.015, assets: 1000, estimated: true },
    ]);
  });

  it('refuse a percent off the 0.01 step, below -100 or not a number, and assets below 0 or not whole', () => {
    let typed: Grid = new Map();
    typed = withCell(typed, 202401, { percent: '1.234' });
    typed = withCell(typed, 202402, { percent: '-100.01' });
    typed = withCell(typed, 202403, { percent: 'abc' });
    typed = withCell(typed, 202404, { percent: '1', assets: '-1' });
    typed = withCell(typed, 202405, { percent: '1', assets: '10.5' });
    typed = withCell(typed, 202406, { assets: '100' });
    const { months, errors } = gridMonths(typed, 202401, currentMonth);
    expect(months).toEqual([]);
    expect(errors).toEqual({
      '202401.percent': 'invalidStep',
      '202402.percent': 'outOfRange',
      '202403.percent': 'invalid',
      '202404.assets': 'belowMinimum',
      '202405.assets': 'invalidStep',
      '202406.percent': 'required',
    });
  });

  it('map the server field paths back to the grid by position', () => {
    const sent = [
      { month: 202401, monthlyReturn: 0.01, assets: null, estimated: false },
      { month: 202402, monthlyReturn: 0.02, assets: 5, estimated: false },
    ];
    expect(gridErrorKeyOf('months.1.assets', sent)).toBe('202402.assets');
    expect(gridErrorKeyOf('months.0.month', sent)).toBe('202401.percent');
    expect(gridErrorKeyOf('months.7.assets', sent)).toBeUndefined();
    expect(gridErrorKeyOf('dateInception', sent)).toBeUndefined();
  });
});

import type { MonthEntry } from '@/features/programs/api/returns';

/**
 * The performance form's rules (spec §4 "Performance entry", §5 "Performance data", §9): the
 * year list, the default year, the inception range, which months may be edited, and the
 * conversion of the twelve-month grid to the months a manual save sends. Percent changes are
 * typed as percents and travel as fractions (1.23 % → 0.0123).
 */

export const firstYear = 1957;
export const earliestInception = '1957-01-01';

/**
 * Today as the form reads it: the UTC calendar date, the server's own, so that a date or month
 * the form accepts is never refused for being in the future.
 */
export interface Today {
  year: number;
  /** 1 to 12. */
  month: number;
  /** `YYYY-MM-DD`. */
  date: string;
}

export function todayOf(now: Date): Today {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const day = now.getUTCDate();
  return { year, month, date: `${String(year)}-${pad(month)}-${pad(day)}` };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function yyyymm(year: number, month: number): number {
  return year * 100 + month;
}

export function currentMonthOf(today: Today): number {
  return yyyymm(today.year, today.month);
}

/** Years of the selector: the current year down to 1957. */
export function yearOptions(today: Today): number[] {
  return Array.from({ length: today.year - firstYear + 1 }, (_, i) => today.year - i);
}

/** In January the current year has no month to report yet: the previous year is shown. */
export function defaultYear(today: Today): number {
  return today.month === 1 ? today.year - 1 : today.year;
}

/** The month (`yyyymm`) of a `YYYY-MM-DD` date, or null when the text is not a real date. */
export function monthOfDate(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) {
    return null;
  }
  return yyyymm(year, month);
}

/** The inception date's problem as a validation key: required, from 1957-01-01 to today. */
export function inceptionProblem(date: string, today: Today): 'required' | 'outOfRange' | undefined {
  if (date === '') return 'required';
  if (monthOfDate(date) === null) return 'outOfRange';
  // ISO dates compare as text.
  if (date < earliestInception || date > today.date) return 'outOfRange';
  return undefined;
}

/** The inception month when the date is valid, else null (then no month may be edited). */
export function inceptionMonthOf(date: string, today: Today): number | null {
  return inceptionProblem(date, today) ? null : monthOfDate(date);
}

/** Months before inception or after the current month cannot be entered. */
export function isMonthDisabled(month: number, inceptionMonth: number | null, currentMonth: number): boolean {
  return inceptionMonth === null || month < inceptionMonth || month > currentMonth;
}

/** One month of the grid as typed: a percent change, assets, the estimated flag. */
export interface MonthCell {
  percent: string;
  assets: string;
  estimated: boolean;
}

export const emptyCell: MonthCell = { percent: '', assets: '', estimated: false };

/** The grid's months by `yyyymm`; a month not in the map is empty. */
export type Grid = ReadonlyMap<number, MonthCell>;

/** A fraction as the grid shows it: 0.0123 → "1.23". */
export function fractionToPercent(fraction: number): string {
  return (Math.round(fraction * 10_000) / 100).toFixed(2);
}

/** Percent hundredths as a fraction without float noise: 123 → 0.0123. */
function hundredthsToFraction(hundredths: number): number {
  return hundredths / 10_000;
}

export function gridFromMonths(months: readonly MonthEntry[]): Grid {
  return new Map(
    months.map((entry) => [
      entry.month,
      {
        percent: fractionToPercent(entry.monthlyReturn),
        assets: entry.assets === null || entry.assets === undefined ? '' : String(entry.assets),
        estimated: entry.estimated,
      },
    ]),
  );
}

export function cellAt(grid: Grid, month: number): MonthCell {
  return grid.get(month) ?? emptyCell;
}

export function withCell(grid: Grid, month: number, patch: Partial<MonthCell>): Grid {
  const next = new Map(grid);
  next.set(month, { ...cellAt(grid, month), ...patch });
  return next;
}

/**
 * The grid after the inception moves. Moving it earlier opens empty years (months absent from
 * the map are empty); moving it later drops the years before the new inception year, so moving
 * back does not bring their values back.
 */
export function withInception(grid: Grid, inceptionMonth: number | null): Grid {
  if (inceptionMonth === null) return grid;
  const firstKept = yyyymm(Math.floor(inceptionMonth / 100), 1);
  if ([...grid.keys()].every((month) => month >= firstKept)) return grid;
  return new Map([...grid].filter(([month]) => month >= firstKept));
}

/** The twelve months of a year, `yyyymm`. */
export function monthsOfYear(year: number): number[] {
  return Array.from({ length: 12 }, (_, i) => yyyymm(year, i + 1));
}

export type CellField = 'percent' | 'assets';

/** A cell's problem as a validation key, keyed `{yyyymm}.{field}`. */
export type GridErrors = Readonly<Record<string, string>>;

export function cellErrorKey(month: number, field: CellField): string {
  return `${String(month)}.${field}`;
}

/** Percent hundredths of a typed percent, or the validation key of its problem. */
function parsePercent(text: string): number | string {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return 'invalid';
  if (value < -100) return 'outOfRange';
  const hundredths = value * 100;
  const rounded = Math.round(hundredths);
  // Typed decimals (1.23) are not exact in binary: a step is missed only beyond float noise.
  if (Math.abs(hundredths - rounded) > 1e-6) return 'invalidStep';
  return rounded;
}

function parseAssets(text: string): number | null | string {
  if (text.trim() === '') return null;
  const value = Number(text.trim());
  if (!Number.isFinite(value)) return 'invalid';
  if (value < 0) return 'belowMinimum';
  if (!Number.isInteger(value)) return 'invalidStep';
  return value;
}

export interface GridMonths {
  /** Oldest first. */
  months: MonthEntry[];
  errors: GridErrors;
}

/**
 * The months a manual save sends: those with a percent change at or after the inception month
 * and not after the current month; the rest of the grid (disabled months) is left out. Assets or
 * an estimated flag without a return is a missing return.
 */
export function gridMonths(grid: Grid, inceptionMonth: number | null, currentMonth: number): GridMonths {
  const months: MonthEntry[] = [];
  const errors: Record<string, string> = {};
  const entries = [...grid].sort(([a], [b]) => a - b);
  for (const [month, cell] of entries) {
    if (isMonthDisabled(month, inceptionMonth, currentMonth)) continue;
    const hasReturn = cell.percent.trim() !== '';
    if (!hasReturn) {
      if (cell.assets.trim() !== '' || cell.estimated) errors[cellErrorKey(month, 'percent')] = 'required';
      continue;
    }
    const hundredths = parsePercent(cell.percent);
    const assets = parseAssets(cell.assets);
    if (typeof hundredths === 'string') errors[cellErrorKey(month, 'percent')] = hundredths;
    if (typeof assets === 'string') errors[cellErrorKey(month, 'assets')] = assets;
    if (typeof hundredths === 'number' && typeof assets !== 'string') {
      months.push({ month, monthlyReturn: hundredthsToFraction(hundredths), assets, estimated: cell.estimated });
    }
  }
  return { months, errors };
}

/**
 * A server field path of a manual save (`months.3.monthlyReturn`) as the grid's key, by the
 * position of the month in what was sent.
 */
export function gridErrorKeyOf(path: string, sent: readonly MonthEntry[]): string | undefined {
  const match = /^months\.(\d+)\.(month|monthlyReturn|assets|estimated)$/.exec(path);
  if (!match) return undefined;
  const entry = sent[Number(match[1])];
  if (!entry) return undefined;
  return cellErrorKey(entry.month, match[2] === 'assets' ? 'assets' : 'percent');
}

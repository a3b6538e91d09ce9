/**
 * The line chart's geometry, free of React and the DOM: months as numbers, nice ticks, the lines'
 * path data and the transform that maps them onto the plot.
 *
 * Lines are drawn in data space (x in months since January 1970, y the value itself) and one
 * transform scales them onto the plot, so a line's path is built once per series and an edit that
 * changes the axes' range rebuilds only the edited series' path (and the axes).
 */

/** One value of a monthly series; `month` is `YYYY-MM`. */
export interface LinePoint {
  month: string;
  value: number;
}

export interface Extent {
  min: number;
  max: number;
}

/** The plot area inside the chart, in pixels. */
export interface PlotBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Months since January 1970: `1970-01` → 0, `2024-03` → 650. */
export function monthIndex(month: string): number {
  return (Number(month.slice(0, 4)) - 1970) * 12 + Number(month.slice(5, 7)) - 1;
}

/** A month index as the `yyyymm` number the site's month formatting takes: 650 → 202403. */
export function yyyymmOf(index: number): number {
  const year = 1970 + Math.floor(index / 12);
  return year * 100 + (index - (year - 1970) * 12) + 1;
}

const extents = new WeakMap<readonly LinePoint[], Extent | null>();

/** The smallest and largest finite value of a series, null when it has none; cached per array. */
export function valueExtent(points: readonly LinePoint[]): Extent | null {
  let extent = extents.get(points);
  if (extent !== undefined) return extent;
  let min = Infinity;
  let max = -Infinity;
  for (const { value } of points) {
    if (!Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  extent = min <= max ? { min, max } : null;
  extents.set(points, extent);
  return extent;
}

/**
 * The first and last month index over all series (their union), null when there is no point.
 * Each series' points are in month order, so only its ends are read.
 */
export function monthExtent(series: readonly (readonly LinePoint[])[]): Extent | null {
  let min = Infinity;
  let max = -Infinity;
  for (const points of series) {
    const first = points[0];
    const last = points[points.length - 1];
    if (!first || !last) continue;
    min = Math.min(min, monthIndex(first.month));
    max = Math.max(max, monthIndex(last.month));
  }
  return min <= max ? { min, max } : null;
}

/** The union of the series' value extents, null when no series has a value. */
export function combinedExtent(series: readonly (readonly LinePoint[])[]): Extent | null {
  let combined: Extent | null = null;
  for (const points of series) {
    const extent = valueExtent(points);
    if (!extent) continue;
    combined = combined ? { min: Math.min(combined.min, extent.min), max: Math.max(combined.max, extent.max) } : extent;
  }
  return combined;
}

/** The smallest 1, 2 or 5 times a power of ten that is at least `raw`. */
export function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** The decimals a tick needs for its step to show: 0 from 1 up, 1 for 0.5, 2 for 0.05. */
export function stepDecimals(step: number): number {
  return Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
}

export interface ValueTicks {
  /** The axis' range: the extent widened to whole steps. */
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

/**
 * Ticks at 1-2-5 steps covering `extent` with at most `maxCount` intervals; the axis' range is
 * widened to whole steps so its ends carry ticks. A flat series gets a range around its value.
 */
export function niceTicks(extent: Extent, maxCount: number): ValueTicks {
  let { min, max } = extent;
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) * 0.1;
    min -= pad;
    max += pad;
  }
  const step = niceStep((max - min) / Math.max(1, maxCount));
  const first = Math.floor(min / step);
  const last = Math.ceil(max / step);
  const decimals = stepDecimals(step);
  const ticks: number[] = [];
  // From whole multiples, rounded, so 0.1 + 0.2 never shows as 0.30000000000000004.
  for (let index = first; index <= last; index += 1) ticks.push(Number((index * step).toFixed(decimals)));
  return { min: first * step, max: last * step, step, ticks };
}

/** Year steps of the date axis, the smallest that fits taken first. */
const yearSteps = [1, 2, 5, 10, 20, 50, 100];

/**
 * The month indexes of the Januaries labelled on the date axis: every 1, 2, 5, 10… years,
 * the smallest step that gives at most `maxCount` ticks between `first` and `last`.
 */
export function yearTicks(first: number, last: number, maxCount: number): number[] {
  // Calendar years, so 20-year ticks fall on 1980, 2000, 2020.
  const firstYear = 1970 + Math.ceil(first / 12);
  const lastYear = 1970 + Math.floor(last / 12);
  const count = (years: number) => Math.floor(lastYear / years) - Math.ceil(firstYear / years) + 1;
  const step = yearSteps.find((years) => count(years) <= maxCount) ?? 100;
  const ticks: number[] = [];
  for (let year = Math.ceil(firstYear / step) * step; year <= lastYear; year += step) ticks.push((year - 1970) * 12);
  return ticks;
}

/** The year (calendar, e.g. 2024) of a month index. */
export function yearOf(index: number): number {
  return 1970 + Math.floor(index / 12);
}

/** A coordinate for path data: 7 significant digits, in its shortest form. */
function coordinate(value: number): string {
  return String(Number(value.toPrecision(7)));
}

const paths = new WeakMap<readonly LinePoint[], string>();

/**
 * The x of each month as path data ("2024-03" → "650"), kept: the blender draws its line anew on
 * every edit, and these strings were a fifth of the garbage that made.
 */
const monthXs = new Map<string, string>();

function monthX(month: string): string {
  let x = monthXs.get(month);
  if (x === undefined) {
    x = String(monthIndex(month));
    monthXs.set(month, x);
  }
  return x;
}

/**
 * A series' SVG path data in data space (x month index, y value), cached per points array.
 * A missing (non-finite) value breaks the line; the next value starts a new segment.
 */
export function dataPath(points: readonly LinePoint[]): string {
  const cached = paths.get(points);
  if (cached !== undefined) return cached;
  const parts: string[] = [];
  let drawing = false;
  for (const { month, value } of points) {
    if (!Number.isFinite(value)) {
      drawing = false;
      continue;
    }
    parts.push(`${drawing ? 'L' : 'M'}${monthX(month)} ${coordinate(value)}`);
    drawing = true;
  }
  const path = parts.join('');
  paths.set(points, path);
  return path;
}

export interface Scale {
  /** Pixels per month and the pixel x of month index 0. */
  xScale: number;
  xOffset: number;
  /** Pixels per unit of value (positive; y grows downwards) and the pixel y of value 0. */
  yScale: number;
  yOffset: number;
}

/** The mapping of months and values onto the plot box. A single month sits in the middle. */
export function plotScale(months: Extent, values: { min: number; max: number }, box: PlotBox): Scale {
  const monthSpan = months.max - months.min;
  const xScale = monthSpan > 0 ? box.width / monthSpan : 0;
  const xOffset = monthSpan > 0 ? box.left - months.min * xScale : box.left + box.width / 2;
  const yScale = box.height / (values.max - values.min);
  return { xScale, xOffset, yScale, yOffset: box.top + values.max * yScale };
}

export const xOf = (scale: Scale, index: number) => scale.xOffset + index * scale.xScale;
export const yOf = (scale: Scale, value: number) => scale.yOffset - value * scale.yScale;

/** The SVG transform that draws data-space paths (see `dataPath`) onto the plot. */
export function plotTransform(scale: Scale): string {
  return `matrix(${String(scale.xScale)} 0 0 ${String(-scale.yScale)} ${String(scale.xOffset)} ${String(scale.yOffset)})`;
}

/** The month index nearest to pixel `x`, kept within the chart's months. */
export function nearestMonth(x: number, scale: Scale, months: Extent): number {
  if (scale.xScale === 0) return months.min;
  const index = Math.round((x - scale.xOffset) / scale.xScale);
  return Math.min(months.max, Math.max(months.min, index));
}

/** A series' value in month `index`, undefined when it has none that month (binary search). */
export function valueAt(points: readonly LinePoint[], index: number): number | undefined {
  let low = 0;
  let high = points.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const point = points[middle];
    if (!point) return undefined;
    const at = monthIndex(point.month);
    if (at === index) return Number.isFinite(point.value) ? point.value : undefined;
    if (at < index) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/** How values map onto the height: evenly, or by ratio (log), where equal gains rise equally. */
export type ValueScale = 'linear' | 'log';

/** A value where the scale draws it: its logarithm on a log scale (NaN, not drawn, if not positive). */
export function scaledValue(value: number, scale: ValueScale): number {
  if (scale === 'linear') return value;
  return value > 0 ? Math.log10(value) : NaN;
}

const loggedPoints = new WeakMap<readonly LinePoint[], readonly LinePoint[]>();

/**
 * A series as the scale draws it, cached per points array on a log scale, so each line's path is
 * still built once (see `dataPath`).
 */
export function scaledPoints(points: readonly LinePoint[], scale: ValueScale): readonly LinePoint[] {
  if (scale === 'linear') return points;
  let logged = loggedPoints.get(points);
  if (!logged) {
    logged = points.map(({ month, value }) => ({ month, value: scaledValue(value, 'log') }));
    loggedPoints.set(points, logged);
  }
  return logged;
}

/** Mantissas of the log axis' ticks, densest first: 1, 2, 3, 5, 7 times each power of ten. */
const logMantissas = [[1, 2, 3, 5, 7], [1, 2, 5], [1, 3], [1]];

/**
 * Ticks of a log axis over `extent` (given in log10 units): the densest of the 1-2-3-5-7,
 * 1-2-5, 1-3 and decade ladders with two to `maxCount + 1` ticks, in log10 units, the range
 * padded a little so no line runs along an edge. A range too narrow for any ladder is nearly
 * linear: it gets the linear axis' ticks.
 */
export function logTicks(extent: Extent, maxCount: number): ValueTicks {
  const pad = extent.max > extent.min ? (extent.max - extent.min) * 0.02 : 0.05;
  const min = extent.min - pad;
  const max = extent.max + pad;
  const within = (at: number) => at >= min && at <= max;
  const ladder = (mantissas: readonly number[]) => {
    const ticks: number[] = [];
    for (let power = Math.floor(min); power <= Math.ceil(max); power += 1) {
      ticks.push(...mantissas.map((mantissa) => power + Math.log10(mantissa)).filter(within));
    }
    return ticks;
  };
  for (const mantissas of logMantissas) {
    const ticks = ladder(mantissas);
    if (ticks.length >= 2 && ticks.length <= maxCount + 1) return { min, max, step: 0, ticks };
  }
  const decades = ladder([1]);
  if (decades.length >= 2) {
    // Very long ranges: every n-th decade.
    const every = Math.ceil(decades.length / (maxCount + 1));
    return { min, max, step: 0, ticks: decades.filter((_, index) => index % every === 0) };
  }
  const linear = niceTicks({ min: 10 ** min, max: 10 ** max }, maxCount).ticks;
  return { min, max, step: 0, ticks: linear.filter((tick) => tick > 0).map(Math.log10).filter(within) };
}

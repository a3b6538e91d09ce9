import type { MessageKey } from '@/i18n/catalogs';
import type { CrisisReturn, RiskMeasures, RollingPoint } from './engine';
import { formatDecimal, formatPercent, missingValue } from './format';

/**
 * The risk measures as the statistics pages show them (definitions in the design's "Further risk
 * measures"): downside figures always, the S&P 500-relative ones only for a series with common
 * months with it. A figure the engine has no value for reads as missing, never as zero.
 */
export interface RiskRow {
  key: MessageKey;
  /** The definition shown in the row's help tip. */
  help: MessageKey;
  /** The figure as shown; `missingValue` where the engine has none. */
  value: (measures: RiskMeasures) => string;
  /** Measured against the S&P 500: left out when the series shares no month with it. */
  relative: boolean;
}

/** Percent for returns, deviations and captures, two decimals for ratios and beta; a count of common months. */
export const riskRows: readonly RiskRow[] = [
  { key: 'risk.downsideDeviation', help: 'risk.downsideDeviationHelp', value: (m) => formatPercent(m.downsideDeviation), relative: false },
  { key: 'risk.sortino', help: 'risk.sortinoHelp', value: (m) => formatDecimal(m.sortinoRatio), relative: false },
  { key: 'risk.mar', help: 'risk.marHelp', value: (m) => formatDecimal(m.marRatio), relative: false },
  { key: 'risk.calmar', help: 'risk.calmarHelp', value: (m) => formatDecimal(m.calmarRatio), relative: false },
  {
    key: 'risk.commonMonths',
    help: 'risk.commonMonthsHelp',
    value: (m) => (m.benchmark ? String(m.benchmark.commonMonths) : missingValue),
    relative: true,
  },
  { key: 'risk.beta', help: 'risk.betaHelp', value: (m) => formatDecimal(m.benchmark?.betaAlpha?.beta), relative: true },
  { key: 'risk.alpha', help: 'risk.alphaHelp', value: (m) => formatPercent(m.benchmark?.betaAlpha?.alpha), relative: true },
  { key: 'risk.upCapture', help: 'risk.upCaptureHelp', value: (m) => formatPercent(m.benchmark?.upCapture), relative: true },
  { key: 'risk.downCapture', help: 'risk.downCaptureHelp', value: (m) => formatPercent(m.benchmark?.downCapture), relative: true },
  {
    key: 'risk.crisisAlphaWorst10',
    help: 'risk.crisisAlphaWorst10Help',
    value: (m) => formatPercent(m.benchmark?.crisisAlpha.worst10),
    relative: true,
  },
  {
    key: 'risk.crisisAlphaWorst20',
    help: 'risk.crisisAlphaWorst20Help',
    value: (m) => formatPercent(m.benchmark?.crisisAlpha.worst20),
    relative: true,
  },
  {
    key: 'risk.crisisAlphaBest10',
    help: 'risk.crisisAlphaBest10Help',
    value: (m) => formatPercent(m.benchmark?.crisisAlpha.best10),
    relative: true,
  },
];

/**
 * The rows to show for these measures: the S&P 500-relative ones only when one of them has common
 * months with it (the engine gives no benchmark block otherwise).
 */
export function shownRiskRows(measures: readonly (RiskMeasures | undefined)[]): readonly RiskRow[] {
  const relative = measures.some((m) => m?.benchmark != null && m.benchmark.commonMonths > 0);
  return relative ? riskRows : riskRows.filter((row) => !row.relative);
}

/** A risk measure with its figure for each column (a series' measures, or none yet), as shown. */
export interface RiskTableRow {
  key: MessageKey;
  help: MessageKey;
  values: string[];
}

// The blender shows a column per program and the S&P 500 beside the blend's: those keep their
// measures object across edits, so each is formatted once and an edit formats the blend's alone.
const formatted = new WeakMap<RiskMeasures, ReadonlyMap<MessageKey, string>>();

function figuresOf(measures: RiskMeasures): ReadonlyMap<MessageKey, string> {
  let figures = formatted.get(measures);
  if (!figures) {
    figures = new Map(riskRows.map((row) => [row.key, row.value(measures)]));
    formatted.set(measures, figures);
  }
  return figures;
}

/** The table of the risk measures of one or more series side by side. */
export function riskTableRows(columns: readonly (RiskMeasures | undefined)[]): RiskTableRow[] {
  const figures = columns.map((measures) => (measures ? figuresOf(measures) : undefined));
  return shownRiskRows(columns).map((row) => ({
    key: row.key,
    help: row.help,
    values: figures.map((column) => column?.get(row.key) ?? missingValue),
  }));
}

/** Whether two versions of a row read the same (the blender redraws only the rows an edit changed). */
export function sameRiskRow(before: RiskTableRow, after: RiskTableRow): boolean {
  return (
    before.key === after.key &&
    before.values.length === after.values.length &&
    before.values.every((value, index) => value === after.values[index])
  );
}

/** The crisis windows in the engine's order, each keyed by its message (the window's name). */
export const crisisNames: Readonly<Record<string, MessageKey>> = {
  crash1987: 'risk.crisis.crash1987',
  gulfWar: 'risk.crisis.gulfWar',
  ltcmRussia: 'risk.crisis.ltcmRussia',
  dotComBust: 'risk.crisis.dotComBust',
  financialCrisis: 'risk.crisis.financialCrisis',
  euroDebtCrisis: 'risk.crisis.euroDebtCrisis',
  chinaOil: 'risk.crisis.chinaOil',
  q4_2018: 'risk.crisis.q4_2018',
  covidCrash: 'risk.crisis.covidCrash',
  rateShock: 'risk.crisis.rateShock',
};

export interface CrisisRow {
  key: string;
  /** The window's translated name; a window the site has no name for is left out. */
  name: MessageKey;
  first: string;
  last: string;
  /** The series' compounded return over the window; null unless it has every month of it. */
  value: number | null;
  benchmark: number | null;
  /** Series minus S&P 500, where both have a value. */
  difference: number | null;
}

export function crisisRows(crises: readonly CrisisReturn[]): CrisisRow[] {
  return crises.flatMap((crisis) => {
    const name = crisisNames[crisis.key];
    if (!name) return [];
    const difference = crisis.value !== null && crisis.benchmark !== null ? crisis.value - crisis.benchmark : null;
    return [{ key: crisis.key, name, first: crisis.first, last: crisis.last, value: crisis.value, benchmark: crisis.benchmark, difference }];
  });
}

/** Whether two versions of a crisis row hold the same figures (the blend's, after an edit). */
export function sameCrisisRow(before: CrisisRow, after: CrisisRow): boolean {
  return before.key === after.key && before.value === after.value && before.benchmark === after.benchmark;
}

/** Whether the crisis table has anything to show: the series covers at least one window. */
export function hasCrisisData(crises: readonly CrisisReturn[]): boolean {
  return crises.some((crisis) => crisis.value !== null);
}

/** The lowest, highest and latest values of a rolling series (its text alternative); undefined without a value. */
export interface RollingSummary {
  latest: RollingPoint & { value: number };
  lowest: RollingPoint & { value: number };
  highest: RollingPoint & { value: number };
}

export function rollingSummary(points: readonly RollingPoint[]): RollingSummary | undefined {
  let summary: RollingSummary | undefined;
  for (const point of points) {
    const { value } = point;
    if (value === null || !Number.isFinite(value)) continue;
    const valued = { month: point.month, value };
    if (!summary) {
      summary = { latest: valued, lowest: valued, highest: valued };
      continue;
    }
    summary.latest = valued;
    // Strict comparisons: of equal values, the earlier month is named.
    if (value < summary.lowest.value) summary.lowest = valued;
    if (value > summary.highest.value) summary.highest = valued;
  }
  return summary;
}

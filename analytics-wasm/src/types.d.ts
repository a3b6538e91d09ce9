// Appended to the generated analytics_wasm.d.ts (typescript_custom_section in lib.rs). Each shape
// is what the core's Serialize impl produces (the server's JSON): keep them in step with
// analytics-core; web/src/lib/engine.test.ts checks the keys against the real engine.

/** A calendar month, serialized as `"YYYY-MM"` (`"2024-01"`). */
export type YearMonth = string;

/** How returns link into VAMI and CAROR: 0 Cumulative, 1 Unique, 2 Sum. */
export type CarorType = 0 | 1 | 2;

/** Choices that change the figures; a missing field takes the default. */
export interface StatisticsOptions {
  /** Annual risk-free rate of the Sharpe ratios, as a fraction (default 0.01). */
  riskFreeRate?: number;
  /** Default 0 (Cumulative). */
  carorType?: CarorType;
}

/** The stable codes of the engine's errors (`AnalyticsError::code`). */
export type AnalyticsErrorCode =
  | 'invalid_month'
  | 'return_below_minus_100'
  | 'not_finite'
  | 'duplicate_month'
  | 'unsorted_months'
  | 'length_mismatch'
  | 'empty_series'
  | 'empty_blend'
  | 'no_common_months'
  | 'invalid_leverage'
  | 'invalid_amount'
  | 'infeasible_bounds'
  | 'no_benchmark'
  | 'too_few_months'
  | 'too_many_programs';

/** What the engine throws for invalid input: a real `Error` with the stable `code`. */
export interface AnalyticsError extends Error {
  readonly name: 'AnalyticsError';
  readonly code: AnalyticsErrorCode;
}

export interface MonthValue {
  month: YearMonth;
  value: number;
}

export interface DrawdownEpisode {
  peak: YearMonth;
  fromInception: boolean;
  valley: YearMonth;
  recovery: YearMonth | null;
  depth: number;
  length: number;
  recoveryMonths: number | null;
  monthsUnderWater: number;
}

export interface TimeWindow {
  months: number;
  avgPeriodReturn: number | null;
  worstPeriod: number | null;
  bestPeriod: number | null;
  percentProfitable: number | null;
  avgGain: number | null;
  avgLoss: number | null;
  periods: number;
}

export interface RollingReturns {
  months: number;
  points: MonthValue[];
}

export interface PeriodStatistics {
  months: number;
  arithmeticMean: number | null;
  bestPeriod: number | null;
  worstPeriod: number | null;
  gainFrequency: number | null;
  lossFrequency: number | null;
  avgGain: number | null;
  avgLoss: number | null;
  gainDeviation: number | null;
  lossDeviation: number | null;
  standardDeviation: number | null;
  sharpeRatio: number | null;
  annualizedSharpeRatio: number | null;
  skewness: number | null;
  kurtosis: number | null;
  compoundReturn: number | null;
  periods: number;
  profitablePeriods: number;
  lossPeriods: number;
}

export interface StatisticsRatios {
  monthlyStats: PeriodStatistics;
  annualStats: PeriodStatistics;
}

export interface Run {
  start: YearMonth;
  end: YearMonth;
  months: number;
  compoundedReturn: number;
}

export interface Runs {
  runs: Run[];
  longest: Run | null;
  largest: Run | null;
}

export interface TrailingReturn {
  cumulative: number;
  annualized: number;
}

export interface PeriodReturns {
  lastReturn: number | null;
  qtrYearReturn: number | null;
  ytdReturn: number | null;
  fullYearReturn: TrailingReturn | null;
  threeYearReturn: TrailingReturn | null;
  fiveYearReturn: TrailingReturn | null;
  tenYearReturn: TrailingReturn | null;
  past12Months: number | null;
  cumulativeROR: number | null;
  compoundedAnnualROR: number | null;
}

/** A Pearson correlation over the months both series have. */
export interface Correlation {
  value: number | null;
  overlap: number;
}

/** Rows of correlations, in series order (symmetric; diagonal 1 or null). */
export type CorrelationMatrix = Correlation[][];

export interface PeriodReturnsReport {
  asOf: YearMonth;
  program: PeriodReturns;
  benchmark: PeriodReturns | null;
  difference: PeriodReturns | null;
  sp500Inception: number | null;
  correlationsp500: Correlation | null;
}

export interface HistogramBucket {
  label: string;
  lower: number | null;
  upper: number | null;
  count: number;
}

export interface PerformanceCell {
  month: YearMonth;
  value: number | null;
  estimated: boolean;
}

export interface PerformanceYear {
  year: number;
  returns: PerformanceCell[];
  ytd: number | null;
  maxDrawDown: number | null;
}

/** Beta and annualized alpha to the S&P 500. */
export interface BetaAlpha {
  beta: number;
  alpha: number;
}

/** Mean monthly return over the S&P 500's worst and best common months. */
export interface CrisisAlpha {
  worst10: number | null;
  worst20: number | null;
  best10: number | null;
}

/** The single-figure measures against the S&P 500, over the months both have. */
export interface BenchmarkRisk {
  commonMonths: number;
  betaAlpha: BetaAlpha | null;
  upCapture: number | null;
  downCapture: number | null;
  crisisAlpha: CrisisAlpha;
}

/** A series' and the S&P 500's compounded return over one named crisis window. */
export interface CrisisReturn {
  key: string;
  first: YearMonth;
  last: YearMonth;
  value: number | null;
  benchmark: number | null;
}

/** Downside and benchmark-relative measures and the crisis table (`analytics_core::risk_measures`). */
export interface RiskMeasures {
  downsideDeviation: number | null;
  sortinoRatio: number | null;
  marRatio: number | null;
  calmarRatio: number | null;
  benchmark: BenchmarkRisk | null;
  crises: CrisisReturn[];
}

/** A rolling figure at the month its window ends. */
export interface RollingPoint {
  month: YearMonth;
  value: number | null;
}

export interface RollingRisk {
  sharpe12: RollingPoint[];
  correlation12: RollingPoint[];
  correlation36: RollingPoint[];
}

/** Every statistic of one series (`analytics_core::ProgramStatistics`). */
export interface ProgramStatistics {
  firstMonth: YearMonth;
  lastMonth: YearMonth;
  returnCount: number;
  missingMonths: YearMonth[];
  carorType: CarorType;
  riskFreeRate: number;
  vami: MonthValue[];
  cumulativeReturn: number;
  compoundedAnnualReturn: number;
  annualizedStandardDeviation: number | null;
  sharpeRatio: number | null;
  maxDrawDown: number;
  drawdowns: MonthValue[];
  drawDownReport: DrawdownEpisode[];
  timeWindows: TimeWindow[];
  rollingReturns: RollingReturns[];
  statisticsRatios: StatisticsRatios;
  consecutiveGains: Runs;
  consecutiveLosses: Runs;
  periodReturns: PeriodReturnsReport;
  distribution: HistogramBucket[];
  performanceTable: PerformanceYear[];
  riskMeasures: RiskMeasures;
  rollingRisk: RollingRisk;
}

export interface AllocationSummary {
  amount: number;
  leverage: number;
  cashLevel: number;
  pctAllocated: number;
}

/** A blend's statistics (`analytics_core::BlendStatistics`). */
export interface BlendStatistics {
  normalized: boolean;
  statistics: ProgramStatistics;
  correlationsMatrix: CorrelationMatrix;
  allocations: AllocationSummary[];
}

/**
 * The statistics a blend's editor shows (`analytics_core::ShownStatistics`): those fields of
 * `ProgramStatistics`, computed alike.
 */
export type ShownStatistics = Pick<
  ProgramStatistics,
  | 'firstMonth'
  | 'lastMonth'
  | 'returnCount'
  | 'carorType'
  | 'riskFreeRate'
  | 'vami'
  | 'cumulativeReturn'
  | 'compoundedAnnualReturn'
  | 'annualizedStandardDeviation'
  | 'sharpeRatio'
  | 'maxDrawDown'
  | 'statisticsRatios'
  | 'periodReturns'
  | 'performanceTable'
  | 'riskMeasures'
>;

/** A blend as its editor shows it (`analytics_core::BlendFigures`, `BlendInput.computeShown`). */
export interface BlendFigures {
  normalized: boolean;
  statistics: ShownStatistics;
  correlationsMatrix: CorrelationMatrix;
  allocations: AllocationSummary[];
}

/** What the optimizer looks for (`analytics_core::optimize::Objective`). */
export type OptimizationObjective = 'maxSharpe' | 'minVolatility' | 'riskParity' | 'minCorrelation';

/** What `BlendInput.optimize` optimizes, within which bounds. */
export interface OptimizeRequest {
  objective: OptimizationObjective;
  /** Lowest weight (share of the total amount, a fraction) of each program, component order. */
  minWeights: number[];
  /** Highest weight of each program (0 <= min <= max <= 1). */
  maxWeights: number[];
  /** The blend's isNormalized: for `figures` only. */
  normalized: boolean;
  /** The blend's total amount: `figures` are the blend's with amounts `weights * total`. */
  total: number;
  /** riskFreeRate (of the Sharpe ratio) and carorType (of `figures`), as `compute` takes them. */
  options?: StatisticsOptions;
  /** Frontier points, default 20; brought into 2..=50. */
  frontierPoints?: number;
}

/** A blend on the frontier's axes over the common months: sd * sqrt(12) and 12 * mean. */
export interface RiskReturn {
  volatility: number;
  meanReturn: number;
}

export interface FrontierPoint extends RiskReturn {
  /** Sum 1, component order. */
  weights: number[];
}

/** The optimizer's answer (`analytics_core::optimize::Optimization`). */
export interface Optimization {
  objective: OptimizationObjective;
  /** The months every program has: the statistics are taken over them. */
  commonMonths: { first: YearMonth; last: YearMonth; count: number };
  /** The proposed weights (shares of the total amount): sum 1, component order. */
  weights: number[];
  /** What the blend would show after applying the weights (the summary's figures). */
  figures: {
    compoundedAnnualReturn: number;
    annualizedStandardDeviation: number | null;
    sharpeRatio: number | null;
    maxDrawDown: number;
  };
  /** The blend as it stands. */
  current: RiskReturn;
  proposal: RiskReturn;
  /** Minimum-variance blends by increasing mean return. */
  frontier: FrontierPoint[];
}

/** The stable codes of CSV problems (`returns_csv::CsvError::code`). */
export type CsvErrorCode =
  | 'missing_column'
  | 'duplicate_column'
  | 'empty_file'
  | 'malformed_csv'
  | 'not_a_number'
  | 'invalid_date'
  | 'duplicate_month'
  | 'return_below_minus_100'
  | 'month_in_future'
  | 'month_before_1957'
  | 'negative_assets'
  | 'invalid_estimated_flag'
  | 'too_many_rows'
  | 'too_many_columns'
  | 'header_too_long';

export interface ParsedMonth {
  year: number;
  /** 1 to 12. */
  month: number;
  /** A fraction (the file's percent / 100). */
  monthlyReturn: number;
  assets: number | null;
  estimated: boolean;
  /** The 1-based line of the file. */
  row: number;
}

export interface CsvError {
  /** The 1-based line; null for a problem with the whole file. */
  row: number | null;
  column: string | null;
  code: CsvErrorCode;
  message: string;
}

/** What a CSV file gave: its valid months, sorted, and its problems (the first 100 listed). */
export interface ParsedReturns {
  months: ParsedMonth[];
  errors: CsvError[];
  /** Every problem found, listed or not. */
  errorCount: number;
}

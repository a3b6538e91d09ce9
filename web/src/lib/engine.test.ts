import { describe, expect, it, onTestFinished } from 'vitest';
import type {
  AllocationSummary,
  BenchmarkRisk,
  BlendFigures,
  BlendStatistics,
  CrisisReturn,
  CsvError,
  DrawdownEpisode,
  FrontierPoint,
  HistogramBucket,
  MonthValue,
  Optimization,
  OptimizeRequest,
  ParsedMonth,
  PerformanceYear,
  PeriodReturns,
  PeriodReturnsReport,
  PeriodStatistics,
  ProgramStatistics,
  RiskMeasures,
  RiskReturn,
  RollingRisk,
  Run,
  ShownStatistics,
  TimeWindow,
} from '../wasm/pkg/analytics_wasm.js';
import { isAnalyticsError, loadEngine } from './engine';

// These tests run the real WebAssembly engine (built into src/wasm/pkg): they check that the
// hand-written result types of analytics-wasm (types.d.ts) name exactly the keys the engine
// returns, and that failures arrive as the documented errors.

type Exhaustive<T, K extends readonly (keyof T)[]> =
  Exclude<keyof T, K[number]> extends never ? unknown : { missing: Exclude<keyof T, K[number]> };

/** Every key of T, sorted; listing one too few or one unknown fails to compile. */
function keysOf<T>() {
  return <const K extends readonly (keyof T)[]>(keys: K & Exhaustive<T, K>): string[] => [...keys].map(String).sort();
}

const keysOfObject = (value: object) => Object.keys(value).sort();

/** Consecutive months from January 2019 as yyyymm. */
const months = (count: number) => Int32Array.from({ length: count }, (_, i) => (2019 + Math.floor(i / 12)) * 100 + (i % 12) + 1);
const returns = (count: number, phase: number) => Float64Array.from({ length: count }, (_, i) => Math.sin(i + phase) * 0.04);

describe('loadEngine', () => {
  it('loads the engine once and computes a cumulative return', async () => {
    const engine = await loadEngine();
    expect(await loadEngine()).toBe(engine);
    expect(engine.cumulativeReturn(Float64Array.from([0.1, -0.05]))).toBeCloseTo(0.045, 15);
  });
});

describe('programStatistics', () => {
  it('returns every declared field, with nulls for values it lacks', async () => {
    const engine = await loadEngine();
    const stats: ProgramStatistics = engine.programStatistics(months(40), returns(40, 0), undefined, months(40), returns(40, 1), {
      carorType: 1,
    });
    expect(keysOfObject(stats)).toEqual(
      keysOf<ProgramStatistics>()([
        'firstMonth', 'lastMonth', 'returnCount', 'missingMonths', 'carorType', 'riskFreeRate', 'vami',
        'cumulativeReturn', 'compoundedAnnualReturn', 'annualizedStandardDeviation', 'sharpeRatio',
        'maxDrawDown', 'drawdowns', 'drawDownReport', 'timeWindows', 'rollingReturns', 'statisticsRatios',
        'consecutiveGains', 'consecutiveLosses', 'periodReturns', 'distribution', 'performanceTable',
        'riskMeasures', 'rollingRisk',
      ]),
    );
    expect(stats).toMatchObject({ firstMonth: '2019-01', lastMonth: '2022-04', carorType: 1, riskFreeRate: 0.01 });
    expect(keysOfObject(stats.riskMeasures)).toEqual(
      keysOf<RiskMeasures>()(['downsideDeviation', 'sortinoRatio', 'marRatio', 'calmarRatio', 'benchmark', 'crises']),
    );
    expect(keysOfObject(stats.riskMeasures.benchmark ?? {})).toEqual(
      keysOf<BenchmarkRisk>()(['commonMonths', 'betaAlpha', 'upCapture', 'downCapture', 'crisisAlpha']),
    );
    expect(keysOfObject(stats.riskMeasures.crises[0] ?? {})).toEqual(
      keysOf<CrisisReturn>()(['key', 'first', 'last', 'value', 'benchmark']),
    );
    expect(keysOfObject(stats.rollingRisk)).toEqual(keysOf<RollingRisk>()(['sharpe12', 'correlation12', 'correlation36']));
    expect(keysOfObject(stats.vami[0] ?? {})).toEqual(keysOf<MonthValue>()(['month', 'value']));
    expect(keysOfObject(stats.drawDownReport[0] ?? {})).toEqual(
      keysOf<DrawdownEpisode>()(['peak', 'fromInception', 'valley', 'recovery', 'depth', 'length', 'recoveryMonths', 'monthsUnderWater']),
    );
    expect(keysOfObject(stats.timeWindows[0] ?? {})).toEqual(
      keysOf<TimeWindow>()(['months', 'avgPeriodReturn', 'worstPeriod', 'bestPeriod', 'percentProfitable', 'avgGain', 'avgLoss', 'periods']),
    );
    expect(keysOfObject(stats.statisticsRatios.annualStats)).toEqual(
      keysOf<PeriodStatistics>()([
        'months', 'arithmeticMean', 'bestPeriod', 'worstPeriod', 'gainFrequency', 'lossFrequency', 'avgGain', 'avgLoss',
        'gainDeviation', 'lossDeviation', 'standardDeviation', 'sharpeRatio', 'annualizedSharpeRatio', 'skewness',
        'kurtosis', 'compoundReturn', 'periods', 'profitablePeriods', 'lossPeriods',
      ]),
    );
    expect(stats.statisticsRatios.annualStats.annualizedSharpeRatio).toBeNull();
    expect(keysOfObject(stats.consecutiveGains.longest ?? {})).toEqual(keysOf<Run>()(['start', 'end', 'months', 'compoundedReturn']));
    expect(keysOfObject(stats.periodReturns)).toEqual(
      keysOf<PeriodReturnsReport>()(['asOf', 'program', 'benchmark', 'difference', 'sp500Inception', 'correlationsp500']),
    );
    expect(keysOfObject(stats.periodReturns.benchmark ?? {})).toEqual(
      keysOf<PeriodReturns>()([
        'lastReturn', 'qtrYearReturn', 'ytdReturn', 'fullYearReturn', 'threeYearReturn', 'fiveYearReturn',
        'tenYearReturn', 'past12Months', 'cumulativeROR', 'compoundedAnnualROR',
      ]),
    );
    expect(stats.periodReturns.program.fiveYearReturn).toBeNull();
    expect(stats.periodReturns.correlationsp500?.overlap).toBe(40);
    expect(keysOfObject(stats.distribution[0] ?? {})).toEqual(keysOf<HistogramBucket>()(['label', 'lower', 'upper', 'count']));
    expect(keysOfObject(stats.performanceTable[0] ?? {})).toEqual(keysOf<PerformanceYear>()(['year', 'returns', 'ytd', 'maxDrawDown']));
  });

  it('marks the estimated months', async () => {
    const engine = await loadEngine();
    const stats = engine.programStatistics(months(2), returns(2, 0), Uint8Array.from([0, 1]));
    expect(stats.performanceTable[0]?.returns.slice(0, 2).map((cell) => cell.estimated)).toEqual([false, true]);
    expect(stats.periodReturns.benchmark).toBeNull();
  });
});

describe('BlendInput', () => {
  it('blends, recomputes after an allocation changes, and gives the correlation matrix', async () => {
    const engine = await loadEngine();
    const blend = new engine.BlendInput();
    onTestFinished(() => {
      blend.free();
    });
    blend.addComponent(months(24), returns(24, 0), 1_000_000, 1);
    blend.addComponent(months(36), returns(36, 2), 1_000_000, 2);
    const stats: BlendStatistics = blend.compute(true, { riskFreeRate: 0 });
    expect(keysOfObject(stats)).toEqual(keysOf<BlendStatistics>()(['normalized', 'statistics', 'correlationsMatrix', 'allocations']));
    expect(keysOfObject(stats.allocations[0] ?? {})).toEqual(
      keysOf<AllocationSummary>()(['amount', 'leverage', 'cashLevel', 'pctAllocated']),
    );
    expect(stats.statistics.returnCount).toBe(24);
    expect(stats.correlationsMatrix.map((row) => row.map((cell) => cell.overlap))).toEqual([
      [24, 24],
      [24, 36],
    ]);
    blend.setAllocation(1, 3_000_000, 1);
    expect(blend.compute(false).allocations.map((a) => a.pctAllocated)).toEqual([0.25, 0.75]);
    expect(blend.componentCount).toBe(2);
  });

  it("gives an editor's figures: the full set's, without the series it does not show", async () => {
    const engine = await loadEngine();
    const blend = new engine.BlendInput();
    onTestFinished(() => {
      blend.free();
    });
    blend.addComponent(months(24), returns(24, 0), 1_000_000, 1);
    blend.addComponent(months(36), returns(36, 2), 1_000_000, 2);
    blend.setBenchmark(months(48), returns(48, 1));
    const shown: BlendFigures = blend.computeShown(false, { riskFreeRate: 0.02 });
    expect(keysOfObject(shown)).toEqual(keysOf<BlendFigures>()(['normalized', 'statistics', 'correlationsMatrix', 'allocations']));
    expect(keysOfObject(shown.statistics)).toEqual(
      keysOf<ShownStatistics>()([
        'firstMonth', 'lastMonth', 'returnCount', 'carorType', 'riskFreeRate', 'vami', 'cumulativeReturn',
        'compoundedAnnualReturn', 'annualizedStandardDeviation', 'sharpeRatio', 'maxDrawDown', 'statisticsRatios',
        'periodReturns', 'performanceTable', 'riskMeasures',
      ]),
    );
    expect(blend.compute(false, { riskFreeRate: 0.02 })).toMatchObject(shown);
  });

  it('rejects a leverage off the 0.5 steps with its code, and adds nothing', async () => {
    const engine = await loadEngine();
    const blend = new engine.BlendInput();
    onTestFinished(() => {
      blend.free();
    });
    let caught: unknown;
    try {
      blend.addComponent(months(3), returns(3, 0), 1_000, 1.25);
    } catch (error) {
      caught = error;
    }
    expect(isAnalyticsError(caught) && caught.code).toBe('invalid_leverage');
    expect(blend.componentCount).toBe(0);
    expect(() => blend.compute(false)).toThrow(expect.objectContaining({ name: 'AnalyticsError', code: 'empty_blend' }));
  });

  it('optimizes within the bounds, with the declared keys, and refuses bounds no blend meets', async () => {
    const engine = await loadEngine();
    const blend = new engine.BlendInput();
    onTestFinished(() => {
      blend.free();
    });
    blend.addComponent(months(24), returns(24, 0), 1_000_000, 1);
    blend.addComponent(months(36), returns(36, 2), 1_000_000, 2);
    const request: OptimizeRequest = { objective: 'minVolatility', minWeights: [0.1, 0.1], maxWeights: [0.7, 1], normalized: true, total: 2_000_000 };
    const answer: Optimization = blend.optimize({ ...request, frontierPoints: 3 });
    expect(keysOfObject(answer)).toEqual(
      keysOf<Optimization>()(['objective', 'commonMonths', 'weights', 'figures', 'current', 'proposal', 'frontier']),
    );
    expect(keysOfObject(answer.proposal)).toEqual(keysOf<RiskReturn>()(['volatility', 'meanReturn']));
    expect(keysOfObject(answer.frontier[0] ?? {})).toEqual(keysOf<FrontierPoint>()(['volatility', 'meanReturn', 'weights']));
    expect(answer.commonMonths).toEqual({ first: '2019-01', last: '2020-12', count: 24 });
    expect(answer.frontier).toHaveLength(3);
    const [first = 0, second = 0] = answer.weights;
    expect(first + second).toBeCloseTo(1, 12);
    expect(first).toBeLessThanOrEqual(0.7 + 1e-12);
    expect(answer.figures.annualizedStandardDeviation).toBeCloseTo(answer.proposal.volatility, 12);
    expect(() => blend.optimize({ ...request, minWeights: [0.6, 0.6] })).toThrow(
      expect.objectContaining({ name: 'AnalyticsError', code: 'infeasible_bounds' }),
    );
    expect(() => blend.optimize({ ...request, objective: 'minCorrelation' })).toThrow(
      expect.objectContaining({ name: 'AnalyticsError', code: 'no_benchmark' }),
    );
    expect(() => blend.optimize({ objective: 'maxReturn' } as never)).toThrow(TypeError);
  });
});

describe('errors', () => {
  it('are AnalyticsErrors with the stable code for invalid data, TypeErrors for misuse', async () => {
    const engine = await loadEngine();
    let caught: unknown;
    try {
      engine.programStatistics(Int32Array.from([202401, 202401]), Float64Array.from([0, 0]));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    expect(isAnalyticsError(caught) && [caught.code, caught.message]).toEqual(['duplicate_month', '2024-01 appears more than once']);
    expect(() => engine.programStatistics(months(2), returns(2, 0), undefined, months(2))).toThrow(TypeError);
    expect(isAnalyticsError(new TypeError('x'))).toBe(false);
  });
});

describe('parseReturnsCsv', () => {
  it('reads the template it offers and lists problems by row', async () => {
    const engine = await loadEngine();
    const parsed = engine.parseReturnsCsv(engine.performanceTemplateCsv(), 2025, 1);
    expect(parsed.errors).toEqual([]);
    expect(parsed.months).toHaveLength(6);
    expect(keysOfObject(parsed.months[0] ?? {})).toEqual(
      keysOf<ParsedMonth>()(['year', 'month', 'monthlyReturn', 'assets', 'estimated', 'row']),
    );
    const problems = engine.parseReturnsCsv('Date,Returns\n2024-01,abc€\n', 2025, 1);
    expect(problems.errors).toEqual([
      expect.objectContaining(
        { row: 2, column: 'Returns', code: 'not_a_number' } satisfies Partial<CsvError>,
      ),
    ]);
    expect(keysOfObject(problems.errors[0] ?? {})).toEqual(keysOf<CsvError>()(['row', 'column', 'code', 'message']));
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { loadEngine, type Engine, type ProgramStatistics } from '@/lib/engine';
import type { CompareSeries } from '@/lib/compare';
import { formatDecimal, formatPercent } from '@/lib/format';
import { renderWithProviders } from '@/test/render';
import type { Comparisons } from '@/features/blends/hooks/use-comparisons';
import { BlendComputer, type BlendResult } from '@/features/blends/model/blend-computer';
import { riskMeasuresWithin } from '@/features/blends/model/comparisons';
import { inDollars, order, testBlend } from '@/features/blends/model/test-blend';
import { BlendStatisticsTab } from './BlendStatisticsTab';

const sp500: CompareSeries = { kind: 'index', id: 1, title: 'S&P 500 (demo)', vami: [] };

type Comparing = Comparisons & { statisticsOf: Mock; riskMeasuresOf: Mock<Comparisons['riskMeasuresOf']> };

function comparing(statistics: ProgramStatistics, engine: Engine): Comparing {
  return {
    items: [],
    itemsError: null,
    picks: [{ kind: 'index', id: 1 }],
    series: [sp500],
    error: null,
    add: () => undefined,
    remove: () => undefined,
    statisticsOf: vi.fn(() => statistics),
    riskMeasuresOf: vi.fn<Comparisons['riskMeasuresOf']>((series, benchmark, period) => riskMeasuresWithin(engine, series, benchmark, period)),
  };
}

/** The cells of a statistic's row: its name, the blend's figure, the compared series' figure. */
const rowOf = (name: string | RegExp, table: HTMLElement = document.body) =>
  within(within(table).getByRole('rowheader', { name }).closest('tr') ?? document.body)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('BlendStatisticsTab', () => {
  it("shows the blend's statistics beside the compared series', and an edit's new figures", async () => {
    const engine = await loadEngine();
    const [a, b] = [order(1, 201501, 60), order(2, 201601, 48)];
    const computer = new BlendComputer(engine, inDollars([a, b]), testBlend([]).benchmark);
    const before = computer.compute(inDollars([a, b]), false);
    const after = computer.compute(inDollars([a, { ...b, leverage: 4 }]), false);
    computer.free();
    const statisticsOf = (result: BlendResult) => {
      if (result.status !== 'ok') throw new Error(result.status);
      return result.statistics.statistics;
    };
    const compared = engine.programStatistics(Int32Array.from(a.returns.months), Float64Array.from(a.returns.values));
    const comparisons = comparing(
      {
      ...compared,
      statisticsRatios: {
        ...compared.statisticsRatios,
        monthlyStats: { ...compared.statisticsRatios.monthlyStats, arithmeticMean: 0.5 },
      },
      },
      engine,
    );
    const blend = testBlend([a, b]);

    const { rerender } = renderWithProviders(
      <BlendStatisticsTab result={before} comparisons={comparisons} orders={blend.orders} benchmark={blend.benchmark} />,
    );
    const statisticsTable = screen.getByRole('table', { name: 'Statistics' });
    expect(within(statisticsTable).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Statistic',
      'Blend',
      'S&P 500 (demo)',
    ]);
    const mean = (result: BlendResult) => formatPercent(statisticsOf(result).statisticsRatios.monthlyStats.arithmeticMean);
    expect(rowOf('Arithmetic Mean')).toEqual([mean(before), '50.00%']);
    expect(rowOf('Periods')).toEqual(['60', '60']);
    // The compared series over the blend's months only.
    expect(comparisons.statisticsOf).toHaveBeenCalledWith(sp500, { first: 201501, last: 201912 });

    rerender(<BlendStatisticsTab result={after} comparisons={comparisons} orders={blend.orders} benchmark={blend.benchmark} />);
    expect(mean(after)).not.toBe(mean(before));
    expect(rowOf('Arithmetic Mean')).toEqual([mean(after), '50.00%']);
    expect(rowOf('Periods')).toEqual(['60', '60']);

    await userEvent.click(screen.getByRole('button', { name: 'Annual' }));
    expect(rowOf('Periods')).toEqual(['5', '5']);
  });

  it("shows the blend's risk measures beside its programs' and the S&P 500's, and moves only the blend's on an edit", async () => {
    const engine = await loadEngine();
    const [a, b] = [order(1, 201501, 60), order(2, 201601, 48)];
    const blend = testBlend([a, b]);
    const computer = new BlendComputer(engine, inDollars([a, b]), blend.benchmark);
    const before = computer.compute(inDollars([a, b]), false);
    const edited = [a, { ...b, quantity: 400_000 }];
    const after = computer.compute(inDollars(edited), false);
    computer.free();
    if (before.status !== 'ok' || after.status !== 'ok') throw new Error('the blend computes');
    const compared = engine.programStatistics(Int32Array.from(a.returns.months), Float64Array.from(a.returns.values));
    const comparisons = comparing(compared, engine);

    const { rerender } = renderWithProviders(
      <BlendStatisticsTab result={before} comparisons={comparisons} orders={blend.orders} benchmark={blend.benchmark} />,
    );
    const risk = screen.getByRole('table', { name: 'Risk Measures' });
    expect(within(risk).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Measure',
      'Blend',
      'Program 1',
      'Program 2',
      'S&P 500 (demo)',
    ]);
    const period = { first: 201501, last: 201912 };
    const programA = riskMeasuresWithin(engine, a.returns, blend.benchmark ?? undefined, period);
    const programB = riskMeasuresWithin(engine, b.returns, blend.benchmark ?? undefined, period);
    const beta = (measures: typeof programA) => formatDecimal(measures?.benchmark?.betaAlpha?.beta);
    expect(rowOf(/^Beta/, risk)).toEqual([beta(before.statistics.statistics.riskMeasures), beta(programA), beta(programB), '1.00']);
    expect(rowOf(/^Common months with the S&P 500/, risk)).toEqual(['60', '60', '48', '60']);
    expect(comparisons.riskMeasuresOf).toHaveBeenCalledTimes(3);
    expect(comparisons.riskMeasuresOf).toHaveBeenCalledWith(blend.benchmark, blend.benchmark, period);

    rerender(<BlendStatisticsTab result={after} comparisons={comparisons} orders={edited} benchmark={blend.benchmark} />);
    expect(beta(after.statistics.statistics.riskMeasures)).not.toBe(beta(before.statistics.statistics.riskMeasures));
    expect(rowOf(/^Beta/, risk)).toEqual([beta(after.statistics.statistics.riskMeasures), beta(programA), beta(programB), '1.00']);
    // An amount moved: the programs' and the S&P 500's columns are not computed again.
    expect(comparisons.riskMeasuresOf).toHaveBeenCalledTimes(3);
  });

  it("shows the blend's crisis periods beside the S&P 500's", async () => {
    const engine = await loadEngine();
    const program = order(1, 201701, 48);
    const blend = testBlend([program]);
    const computer = new BlendComputer(engine, inDollars([program]), blend.benchmark);
    const result = computer.compute(inDollars([program]), false);
    computer.free();
    if (result.status !== 'ok') throw new Error('the blend computes');
    renderWithProviders(
      <BlendStatisticsTab result={result} comparisons={comparing(engine.programStatistics(Int32Array.of(201701), Float64Array.of(0.01)), engine)} orders={blend.orders} benchmark={blend.benchmark} />,
    );
    const crises = screen.getByRole('table', { name: 'Crisis Periods' });
    expect(within(crises).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Window', 'Months', 'Blend', 'S&P 500', '±Difference']);
    const q4 = result.statistics.statistics.riskMeasures.crises.find((crisis) => crisis.key === 'q4_2018');
    expect(rowOf('Q4 2018', crises)).toEqual(['Oct 2018 – Dec 2018', formatPercent(q4?.value), formatPercent(q4?.benchmark), expect.stringMatching(/%$/)]);
    expect(rowOf('Financial Crisis', crises)).toEqual(['Nov 2007 – Feb 2009', '–not available', '–not available', '–not available']);
  });
});

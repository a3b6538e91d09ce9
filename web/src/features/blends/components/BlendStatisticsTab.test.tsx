import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadEngine, type ProgramStatistics } from '@/lib/engine';
import type { CompareSeries } from '@/lib/compare';
import { formatPercent } from '@/lib/format';
import { renderWithProviders } from '@/test/render';
import type { Comparisons } from '@/features/blends/hooks/use-comparisons';
import { BlendComputer, type BlendResult } from '@/features/blends/model/blend-computer';
import { order, testBlend } from '@/features/blends/model/test-blend';
import { BlendStatisticsTab } from './BlendStatisticsTab';

const sp500: CompareSeries = { kind: 'index', id: 1, title: 'S&P 500 (demo)', vami: [] };

function comparing(statistics: ProgramStatistics): Comparisons & { statisticsOf: ReturnType<typeof vi.fn> } {
  return {
    items: [],
    itemsError: null,
    picks: [{ kind: 'index', id: 1 }],
    series: [sp500],
    error: null,
    add: () => undefined,
    remove: () => undefined,
    statisticsOf: vi.fn(() => statistics),
  };
}

/** The cells of a statistic's row: its name, the blend's figure, the compared series' figure. */
const rowOf = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr') ?? document.body)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('BlendStatisticsTab', () => {
  it("shows the blend's statistics beside the compared series', and an edit's new figures", async () => {
    const engine = await loadEngine();
    const [a, b] = [order(1, 201501, 60), order(2, 201601, 48)];
    const computer = new BlendComputer(engine, [a, b], testBlend([]).benchmark);
    const before = computer.compute([a, b], false);
    const after = computer.compute([a, { ...b, leverage: 4 }], false);
    computer.free();
    const statisticsOf = (result: BlendResult) => {
      if (result.status !== 'ok') throw new Error(result.status);
      return result.statistics.statistics;
    };
    const compared = engine.programStatistics(Int32Array.from(a.returns.months), Float64Array.from(a.returns.values));
    const comparisons = comparing({
      ...compared,
      statisticsRatios: {
        ...compared.statisticsRatios,
        monthlyStats: { ...compared.statisticsRatios.monthlyStats, arithmeticMean: 0.5 },
      },
    });

    const { rerender } = renderWithProviders(<BlendStatisticsTab result={before} comparisons={comparisons} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Statistic', 'Blend', 'S&P 500 (demo)']);
    const mean = (result: BlendResult) => formatPercent(statisticsOf(result).statisticsRatios.monthlyStats.arithmeticMean);
    expect(rowOf('Arithmetic Mean')).toEqual([mean(before), '50.00%']);
    expect(rowOf('Periods')).toEqual(['60', '60']);
    // The compared series over the blend's months only.
    expect(comparisons.statisticsOf).toHaveBeenCalledWith(sp500, { first: 201501, last: 201912 });

    rerender(<BlendStatisticsTab result={after} comparisons={comparisons} />);
    expect(mean(after)).not.toBe(mean(before));
    expect(rowOf('Arithmetic Mean')).toEqual([mean(after), '50.00%']);
    expect(rowOf('Periods')).toEqual(['60', '60']);

    await userEvent.click(screen.getByRole('button', { name: 'Annual' }));
    expect(rowOf('Periods')).toEqual(['5', '5']);
  });
});

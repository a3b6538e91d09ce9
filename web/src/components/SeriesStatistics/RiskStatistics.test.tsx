import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEngine, type ProgramStatistics } from '@/lib/engine';
import { formatDecimal, formatPercent } from '@/lib/format';
import { renderWithProviders } from '@/test/render';
import { CrisisPeriods, RiskMeasuresTable, RollingRiskCharts, SeriesRiskMeasures } from './RiskStatistics';

/** `count` consecutive months (yyyymm) from `first`. */
function monthsFrom(first: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => {
    const offset = (first % 100) - 1 + index;
    return (Math.floor(first / 100) + Math.floor(offset / 12)) * 100 + (offset % 12) + 1;
  });
}

const sp500Months = monthsFrom(198001, 540);
const sp500Values = sp500Months.map((_, index) => Math.cos(index * 1.3) * 0.045 + 0.006);
// A program from 2005 on: it covers the later crisis windows, not the 1987 crash.
const programMonths = monthsFrom(200501, 240);
const programValues = programMonths.map((_, index) => Math.sin(index * 0.9) * 0.03 + 0.005);

let withSp500: ProgramStatistics;
let alone: ProgramStatistics;

beforeAll(async () => {
  const engine = await loadEngine();
  withSp500 = engine.programStatistics(
    Int32Array.from(programMonths),
    Float64Array.from(programValues),
    undefined,
    Int32Array.from(sp500Months),
    Float64Array.from(sp500Values),
  );
  alone = engine.programStatistics(Int32Array.from(programMonths), Float64Array.from(programValues));
});

/** The cells of a row named by its header (the header's text starts with `name`). */
function rowCells(table: HTMLElement, name: string | RegExp): HTMLElement[] {
  const header = within(table).getByRole('rowheader', { name });
  return within(header.closest('tr') ?? table).getAllByRole('cell');
}

describe('SeriesRiskMeasures', () => {
  it('shows the downside and S&P 500-relative measures, each with its definition', () => {
    renderWithProviders(<SeriesRiskMeasures measures={withSp500.riskMeasures} />);
    const table = screen.getByRole('table', { name: 'Risk Measures' });
    const measures = withSp500.riskMeasures;
    const beta = measures.benchmark?.betaAlpha?.beta;
    expect(rowCells(table, /^Sortino Ratio/).map((cell) => cell.textContent)).toEqual([formatDecimal(measures.sortinoRatio)]);
    expect(rowCells(table, /^Beta/).map((cell) => cell.textContent)).toEqual([formatDecimal(beta)]);
    expect(rowCells(table, /^Alpha \(annualized\)/).map((cell) => cell.textContent)).toEqual([
      formatPercent(measures.benchmark?.betaAlpha?.alpha),
    ]);
    expect(rowCells(table, /^Common months with the S&P 500/).map((cell) => cell.textContent)).toEqual(['240']);
    expect(within(table).getAllByRole('note')).toHaveLength(12);
    expect(within(table).getAllByRole('note')[1]?.getAttribute('title')).toMatch(/downside deviation/);
  });

  it('hides the S&P 500-relative rows of a series measured without it', () => {
    renderWithProviders(<SeriesRiskMeasures measures={alone.riskMeasures} />);
    const table = screen.getByRole('table', { name: 'Risk Measures' });
    expect(within(table).queryByRole('rowheader', { name: /^Beta/ })).toBeNull();
    expect(within(table).queryByRole('rowheader', { name: /^Common months/ })).toBeNull();
    expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
  });

  it('reads a missing figure as not available, never as zero', () => {
    renderWithProviders(
      <RiskMeasuresTable
        heads={[{ key: 'value', title: 'Value' }]}
        measures={[{ ...alone.riskMeasures, calmarRatio: null }]}
      />,
    );
    const [calmar] = rowCells(screen.getByRole('table', { name: 'Risk Measures' }), /^Calmar Ratio/);
    expect(calmar?.textContent).toBe('–not available');
    expect(within(calmar ?? document.body).getByText('–').getAttribute('aria-hidden')).toBe('true');
  });
});

describe('CrisisPeriods', () => {
  it("shows each window's months, the series' and the S&P 500's returns and their difference", () => {
    renderWithProviders(<CrisisPeriods name="Alpha Fund" crises={withSp500.riskMeasures.crises} />);
    const table = screen.getByRole('table', { name: 'Crisis Periods' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Window',
      'Months',
      'Alpha Fund',
      'S&P 500',
      '±Difference',
    ]);
    const covid = withSp500.riskMeasures.crises.find((crisis) => crisis.key === 'covidCrash');
    if (covid?.value == null || covid.benchmark === null) throw new Error('the program covers the Covid crash');
    expect(rowCells(table, 'Covid Crash').map((cell) => cell.textContent)).toEqual([
      'Feb 2020 – Mar 2020',
      formatPercent(covid.value),
      formatPercent(covid.benchmark),
      formatPercent(covid.value - covid.benchmark),
    ]);
  });

  it('shows a window the series does not cover as not available', () => {
    renderWithProviders(<CrisisPeriods name="Alpha Fund" crises={withSp500.riskMeasures.crises} />);
    const crash = rowCells(screen.getByRole('table', { name: 'Crisis Periods' }), '1987 Crash');
    expect(crash.map((cell) => cell.textContent)).toEqual(['Oct 1987 – Nov 1987', '–not available', crash[2]?.textContent, '–not available']);
    expect(crash[2]?.textContent).toMatch(/%$/);
  });

  it('is hidden when the series covers no window', () => {
    const uncovered = withSp500.riskMeasures.crises.map((crisis) => ({ ...crisis, value: null }));
    renderWithProviders(<CrisisPeriods name="Alpha Fund" crises={uncovered} />);
    expect(screen.queryByRole('table', { name: 'Crisis Periods' })).toBeNull();
  });

  it('names the windows in Chinese', async () => {
    renderWithProviders(<CrisisPeriods name="Alpha Fund" crises={withSp500.riskMeasures.crises} />, { lang: 'zh-hans' });
    const table = await screen.findByRole('table', { name: '危机时期' });
    expect(within(table).getByRole('rowheader', { name: '新冠疫情暴跌' })).toBeTruthy();
    expect(rowCells(table, '1987年股灾')[0]?.textContent).toBe('1987年10月至1987年11月');
  });
});

describe('RollingRiskCharts', () => {
  it('charts the rolling Sharpe ratio and correlations, with their extremes in words', () => {
    renderWithProviders(<RollingRiskCharts rolling={withSp500.rollingRisk} />);
    expect(screen.getByRole('region', { name: 'Rolling Sharpe Ratio' })).toBeTruthy();
    const correlation = screen.getByRole('region', { name: 'Rolling Correlation with the S&P 500' });
    // The legend names the lines; the summaries say what they show.
    const summaries = within(correlation).getAllByText(/correlation: /).map((item) => item.textContent);
    const last = withSp500.rollingRisk.correlation36.at(-1);
    expect(summaries).toHaveLength(2);
    expect(summaries[1]).toContain(`36-month correlation: ${formatDecimal(last?.value)} in Dec 2024`);
  });

  it('leaves out the correlation chart of a series measured without the S&P 500', () => {
    renderWithProviders(<RollingRiskCharts rolling={alone.rollingRisk} />);
    expect(screen.getByRole('region', { name: 'Rolling Sharpe Ratio' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Rolling Correlation with the S&P 500' })).toBeNull();
  });

  it('shows nothing without a rolling figure', () => {
    const { container } = renderWithProviders(<RollingRiskCharts rolling={{ sharpe12: [], correlation12: [], correlation36: [] }} />);
    expect(container.textContent).toBe('');
  });
});

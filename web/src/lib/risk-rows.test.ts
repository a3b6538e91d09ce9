import { describe, expect, it } from 'vitest';
import type { BenchmarkRisk, CrisisReturn, RiskMeasures } from './engine';
import { missingValue } from './format';
import { crisisRows, hasCrisisData, riskTableRows, rollingSummary, sameRiskRow, shownRiskRows } from './risk-rows';

const benchmark: BenchmarkRisk = {
  commonMonths: 120,
  betaAlpha: { beta: 0.2, alpha: 0.031 },
  upCapture: 0.45,
  downCapture: -0.12,
  crisisAlpha: { worst10: 0.021, worst20: 0.014, best10: -0.003 },
};

function measures(change: Partial<RiskMeasures> = {}): RiskMeasures {
  return { downsideDeviation: 0.081, sortinoRatio: 1.234, marRatio: 0.5, calmarRatio: 0.75, benchmark, crises: [], ...change };
}

const valueOf = (rows: ReturnType<typeof riskTableRows>, key: string) => rows.find((row) => row.key === key)?.values;

describe('risk measure rows', () => {
  it('shows ratios with two decimals, returns and captures as percents, and the common months as a count', () => {
    const rows = riskTableRows([measures()]);
    expect(rows.map((row) => [row.key, row.values[0]])).toEqual([
      ['risk.downsideDeviation', '8.10%'],
      ['risk.sortino', '1.23'],
      ['risk.mar', '0.50'],
      ['risk.calmar', '0.75'],
      ['risk.commonMonths', '120'],
      ['risk.beta', '0.20'],
      ['risk.alpha', '3.10%'],
      ['risk.upCapture', '45.00%'],
      ['risk.downCapture', '-12.00%'],
      ['risk.crisisAlphaWorst10', '2.10%'],
      ['risk.crisisAlphaWorst20', '1.40%'],
      ['risk.crisisAlphaBest10', '-0.30%'],
    ]);
    expect(rows.every((row) => row.help.endsWith('Help'))).toBe(true);
  });

  it('shows a measure the engine has no value for as missing, never as zero', () => {
    const rows = riskTableRows([
      measures({
        sortinoRatio: null,
        calmarRatio: null,
        benchmark: { ...benchmark, betaAlpha: null, upCapture: null, crisisAlpha: { worst10: null, worst20: null, best10: null } },
      }),
    ]);
    for (const key of ['risk.sortino', 'risk.calmar', 'risk.beta', 'risk.alpha', 'risk.upCapture', 'risk.crisisAlphaWorst20']) {
      expect(valueOf(rows, key)).toEqual([missingValue]);
    }
    // A true zero still reads as zero.
    expect(valueOf(riskTableRows([measures({ marRatio: 0 })]), 'risk.mar')).toEqual(['0.00']);
  });

  it('leaves out the S&P 500-relative rows without the S&P 500 or without a common month', () => {
    const downside = ['risk.downsideDeviation', 'risk.sortino', 'risk.mar', 'risk.calmar'];
    expect(shownRiskRows([measures({ benchmark: null })]).map((row) => row.key)).toEqual(downside);
    expect(shownRiskRows([measures({ benchmark: { ...benchmark, commonMonths: 0 } })]).map((row) => row.key)).toEqual(downside);
    expect(shownRiskRows([undefined]).map((row) => row.key)).toEqual(downside);
  });

  it('keeps the relative rows when one column has them, the others reading as missing', () => {
    const rows = riskTableRows([measures(), measures({ benchmark: null }), undefined]);
    expect(valueOf(rows, 'risk.beta')).toEqual(['0.20', missingValue, missingValue]);
    expect(valueOf(rows, 'risk.sortino')).toEqual(['1.23', '1.23', missingValue]);
  });

  it('finds rows the same by what they show', () => {
    const [before] = riskTableRows([measures(), measures()]);
    const [same] = riskTableRows([measures(), measures({ downsideDeviation: 0.08100001 })]);
    const [moved] = riskTableRows([measures(), measures({ downsideDeviation: 0.09 })]);
    if (!before || !same || !moved) throw new Error('no rows');
    expect(sameRiskRow(before, same)).toBe(true);
    expect(sameRiskRow(before, moved)).toBe(false);
  });
});

describe('crisis rows', () => {
  const crisis = (key: string, value: number | null, sp500: number | null): CrisisReturn => ({
    key,
    first: '2008-01',
    last: '2008-03',
    value,
    benchmark: sp500,
  });

  it('names each window and gives the difference only where both have a return', () => {
    const rows = crisisRows([
      crisis('financialCrisis', 0.2, -0.4),
      crisis('covidCrash', null, -0.2),
      crisis('rateShock', 0.05, null),
    ]);
    expect(rows.map((row) => [row.name, row.value, row.benchmark])).toEqual([
      ['risk.crisis.financialCrisis', 0.2, -0.4],
      ['risk.crisis.covidCrash', null, -0.2],
      ['risk.crisis.rateShock', 0.05, null],
    ]);
    expect(rows[0]?.difference).toBeCloseTo(0.6, 12);
    expect(rows[1]?.difference).toBeNull();
    expect(rows[2]?.difference).toBeNull();
  });

  it('leaves out a window the site has no name for', () => {
    expect(crisisRows([crisis('somethingNew', 0.1, 0.1)])).toEqual([]);
  });

  it('has something to show only when the series covers a window', () => {
    expect(hasCrisisData([crisis('covidCrash', null, -0.2)])).toBe(false);
    expect(hasCrisisData([crisis('covidCrash', null, -0.2), crisis('rateShock', 0, -0.2)])).toBe(true);
    expect(hasCrisisData([])).toBe(false);
  });
});

describe('rollingSummary', () => {
  it('gives the latest, lowest and highest value, skipping months without one, the earlier of equals', () => {
    expect(
      rollingSummary([
        { month: '2020-01', value: 0.5 },
        { month: '2020-02', value: -0.2 },
        { month: '2020-03', value: 0.9 },
        { month: '2020-04', value: -0.2 },
        { month: '2020-05', value: null },
      ]),
    ).toEqual({
      latest: { month: '2020-04', value: -0.2 },
      lowest: { month: '2020-02', value: -0.2 },
      highest: { month: '2020-03', value: 0.9 },
    });
  });

  it('has nothing to say about a series without a value', () => {
    expect(rollingSummary([])).toBeUndefined();
    expect(rollingSummary([{ month: '2020-01', value: null }])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { CompareItem } from '@/lib/compare';
import { loadEngine } from '@/lib/engine';
import { defaultComparisons, riskMeasuresWithin } from './comparisons';
import { order, testBlend } from './test-blend';

const sp500: CompareItem = { kind: 'index', id: 32, title: 'S&P 500 (demo)', titleZh: '标普500指数（演示）', portfolioUri: 'sp-500' };
const ctaIndex: CompareItem = { kind: 'index', id: 1, title: 'CTA Atlas CTA Index', titleZh: 'CTA Atlas CTA 指数', portfolioUri: 'cta-index' };
const sector: CompareItem = { kind: 'index', id: 2, title: 'Agricultural Traders Index', portfolioUri: 'sector-agricultural' };
const program: CompareItem = { kind: 'program', id: 202, title: 'Alpha – Trend' };

describe('defaultComparisons', () => {
  it('charts the S&P 500 (the first index) and the main CTA index', () => {
    expect(defaultComparisons([program, sp500, ctaIndex, sector])).toEqual([
      { kind: 'index', id: 32 },
      { kind: 'index', id: 1 },
    ]);
  });

  it('finds the main index by its address, wherever the server lists it', () => {
    expect(defaultComparisons([sp500, sector, ctaIndex])).toEqual([
      { kind: 'index', id: 32 },
      { kind: 'index', id: 1 },
    ]);
  });

  it('charts each once, and only what is listed', () => {
    expect(defaultComparisons([ctaIndex, sector])).toEqual([{ kind: 'index', id: 1 }]);
    expect(defaultComparisons([sp500, sector])).toEqual([{ kind: 'index', id: 32 }]);
    expect(defaultComparisons([program])).toEqual([]);
    expect(defaultComparisons([])).toEqual([]);
  });
});

describe('riskMeasuresWithin', () => {
  it("measures a program over the blend's months only, against the S&P 500", async () => {
    const engine = await loadEngine();
    const benchmark = testBlend([]).benchmark ?? undefined;
    const { returns } = order(1, 201501, 60);
    const measures = riskMeasuresWithin(engine, returns, benchmark, { first: 201601, last: 201712 });
    expect(measures?.benchmark?.commonMonths).toBe(24);
    expect(measures?.sortinoRatio).not.toBeNull();
  });

  it("gives a program's own risk measures, as the program page has them", async () => {
    const engine = await loadEngine();
    const benchmark = testBlend([]).benchmark;
    if (!benchmark) throw new Error('the test blend has an S&P 500');
    const { returns } = order(3, 201501, 60);
    const own = engine.programStatistics(
      Int32Array.from(returns.months),
      Float64Array.from(returns.values),
      undefined,
      Int32Array.from(benchmark.months),
      Float64Array.from(benchmark.values),
    ).riskMeasures;
    expect(riskMeasuresWithin(engine, returns, benchmark, { first: 201501, last: 201912 })).toEqual(own);
  });

  it('gives the S&P 500 against itself a beta of 1 and no alpha', async () => {
    const engine = await loadEngine();
    const benchmark = testBlend([]).benchmark ?? undefined;
    if (!benchmark) throw new Error('the test blend has an S&P 500');
    const measures = riskMeasuresWithin(engine, benchmark, benchmark, { first: 201501, last: 201912 });
    expect(measures?.benchmark?.betaAlpha?.beta).toBeCloseTo(1, 12);
    expect(measures?.benchmark?.betaAlpha?.alpha).toBeCloseTo(0, 12);
    expect(measures?.benchmark?.upCapture).toBeCloseTo(1, 12);
  });

  it('has no measures for a series without a month in the period, and none relative without the S&P 500', async () => {
    const engine = await loadEngine();
    const { returns } = order(1, 201501, 12);
    expect(riskMeasuresWithin(engine, returns, undefined, { first: 201601, last: 201612 })).toBeUndefined();
    expect(riskMeasuresWithin(engine, returns, undefined, { first: 201501, last: 201512 })?.benchmark).toBeNull();
  });
});

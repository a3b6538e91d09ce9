import { describe, expect, it } from 'vitest';
import { mixedOrders } from './test-blend';
import {
  boundsProblems,
  floorShare,
  limitProblem,
  optimizedTotal,
  programBounds,
  roundedAmounts,
  type OptimizeOrder,
  type ProgramBound,
  type ShareLimitText,
} from './optimize-plan';

function program(programId: number, quantity: number, investmentMin: number | null = null, months = [202401, 202402]): OptimizeOrder {
  return {
    programId,
    programName: `Program ${String(programId)}`,
    quantity,
    investmentMin,
    currency: 'USD',
    usdPerUnit: 1,
    returns: { months, values: months.map(() => 0.01), estimated: months.map(() => false) },
  };
}

const dollars = { baseCurrency: 'USD', baseUsdPerUnit: 1 };
/** Rates of programs in the base's own currency. */
const atPar = (count: number) => Array.from({ length: count }, () => ({ usdPerUnit: 1, baseUsdPerUnit: 1 }));

const limits = (entries: [number, ShareLimitText][]) => new Map(entries);

function bound(lower: number, upper: number, programId = 1): ProgramBound {
  return { programId, programName: `Program ${String(programId)}`, lower, upper, lowerFrom: 'percent' };
}

describe('programBounds', () => {
  it('takes the minimum investment over the blend total as the lower bound when it is above the minimum percent', () => {
    const orders = [program(1, 500_000, 250_000), program(2, 300_000, 50_000), program(3, 200_000)];
    const bounds = programBounds(orders, limits([[2, { min: '10', max: '60' }]]), 1_000_000, dollars);
    expect(bounds).toEqual([
      { programId: 1, programName: 'Program 1', lower: 0.25, upper: 1, lowerFrom: 'minimumInvestment' },
      { programId: 2, programName: 'Program 2', lower: 0.1, upper: 0.6, lowerFrom: 'percent' },
      { programId: 3, programName: 'Program 3', lower: floorShare, upper: 1, lowerFrom: 'floor' },
    ]);
  });

  it('leaves out programs without returns, as the engine does', () => {
    const orders = [program(1, 500_000), program(2, 100_000, null, []), program(3, 500_000)];
    expect(programBounds(orders, new Map(), 1_000_000, dollars)?.map((entry) => entry.programId)).toEqual([1, 3]);
    expect(optimizedTotal(orders, dollars)).toBe(1_000_000);
  });

  it('gives no bounds while a typed percentage is invalid', () => {
    const orders = [program(1, 500_000), program(2, 500_000)];
    expect(programBounds(orders, limits([[1, { min: 'abc', max: '100' }]]), 1_000_000, dollars)).toBeUndefined();
    expect(programBounds(orders, limits([[1, { min: '50', max: '40' }]]), 1_000_000, dollars)).toBeUndefined();
  });
});

describe('limitProblem', () => {
  it('accepts percentages from 0 to 100, with or without a percent sign', () => {
    expect(limitProblem({ min: '0', max: '100 %' })).toEqual({});
    expect(limitProblem({ min: '12.5%', max: '12.5' })).toEqual({});
  });

  it('refuses a percentage out of range or no number, and a minimum above the maximum', () => {
    expect(limitProblem({ min: '-1', max: '' })).toEqual({ min: 'percentRange', max: 'percentRange' });
    expect(limitProblem({ min: '10', max: '101' })).toEqual({ min: undefined, max: 'percentRange' });
    expect(limitProblem({ min: '60', max: '50' })).toEqual({ min: 'minAboveMax' });
  });
});

describe('boundsProblems', () => {
  it('finds nothing wrong with bounds that leave room for the whole blend', () => {
    expect(boundsProblems([bound(0.1, 0.5, 1), bound(0.2, 0.5, 2)])).toEqual([]);
    // Three times 33.33 % as typed rounds to just under 100 %: tolerated only within rounding.
    expect(boundsProblems([bound(0, 1 / 3, 1), bound(0, 1 / 3, 2), bound(0, 1 / 3, 3)])).toEqual([]);
  });

  it('explains minimum investments that together exceed the blend total', () => {
    const orders = [program(1, 400_000, 600_000), program(2, 600_000, 500_000)];
    const bounds = programBounds(orders, new Map(), 1_000_000, dollars) ?? [];
    expect(boundsProblems(bounds)).toEqual([{ kind: 'lowersAboveWhole', sum: 1.1, investmentShare: 1.1 }]);
  });

  it('explains a program whose minimum investment is above its maximum share', () => {
    const orders = [program(1, 500_000, 300_000), program(2, 500_000)];
    const bounds = programBounds(orders, limits([[1, { min: '0', max: '20' }]]), 1_000_000, dollars) ?? [];
    expect(boundsProblems(bounds)).toEqual([
      { kind: 'lowerAboveUpper', programName: 'Program 1', lower: 0.3, upper: 0.2, lowerFrom: 'minimumInvestment' },
    ]);
  });

  it('explains maximum shares that cannot fill the blend', () => {
    expect(boundsProblems([bound(0, 0.3, 1), bound(0, 0.5, 2)])).toEqual([{ kind: 'uppersBelowWhole', sum: 0.8 }]);
  });
});

describe('roundedAmounts', () => {
  it('rounds to whole units that sum to the total, the largest remainders taking the units left', () => {
    const bounds = [bound(0, 1, 1), bound(0, 1, 2), bound(0, 1, 3)];
    const amounts = roundedAmounts([1 / 3, 1 / 3, 1 / 3], bounds, 1_000_000, atPar(3));
    expect(amounts).toEqual([333_334, 333_333, 333_333]);
    expect(roundedAmounts([0.12345, 0.5, 0.37655], bounds, 100_001, atPar(3))).toEqual([12_345, 50_001, 37_655]);
  });

  it('keeps a program at its minimum investment though the weight sits on it to within rounding', () => {
    const orders = [program(1, 700_000, 300_000), program(2, 300_000)];
    const bounds = programBounds(orders, new Map(), 1_000_000, dollars) ?? [];
    // The engine's weight at the bound, a hair below it in floating point.
    const amounts = roundedAmounts([0.3 - 1e-12, 0.7 + 1e-12], bounds, 1_000_000, atPar(2));
    expect(amounts).toEqual([300_000, 700_000]);
  });

  it('keeps every program at one unit at least and within its maximum', () => {
    const amounts = roundedAmounts([0.0004, 0.5996, 0.4], [bound(0.0001, 1, 1), bound(0, 0.6, 2), bound(0, 1, 3)], 1_000, atPar(3));
    expect(amounts).toEqual([1, 599, 400]);
    expect(amounts?.reduce((sum, amount) => sum + amount, 0)).toBe(1_000);
  });

  it('gives no amounts when whole units cannot meet the bounds', () => {
    expect(roundedAmounts([0.5, 0.5], [bound(0, 0.4, 1), bound(0, 0.4, 2)], 10, atPar(2))).toBeUndefined();
    expect(roundedAmounts([0.5, 0.5], [bound(0, 1, 1), bound(0, 1, 2)], 0, atPar(2))).toBeUndefined();
  });
});

describe('the optimizer in a blend of several currencies', () => {
  const orders = mixedOrders();
  const JPY_RATE = orders[1]?.usdPerUnit ?? Number.NaN;
  // $1,250,000 + $3,350 + $3,350 + $500,000.
  const total = 1_756_700;
  const rates = orders.map((order) => ({ usdPerUnit: order.usdPerUnit ?? Number.NaN, baseUsdPerUnit: 1 }));

  it('shares out the base-currency total, and weighs a ¥500,000 minimum at its dollar value', () => {
    expect(optimizedTotal(orders, dollars)).toBe(total);
    const bounds = programBounds(orders, new Map(), total, dollars) ?? [];
    // ¥500,000 is $3,350: 0.19 % of the blend, where the plain figures made it 20 %.
    expect(bounds[1]?.lowerFrom).toBe('minimumInvestment');
    expect(bounds[1]?.lower).toBeCloseTo(3_350 / total, 12);
    // £100,000 is $125,000.
    expect(bounds[0]?.lower).toBeCloseTo(125_000 / total, 12);
    expect(bounds[2]).toMatchObject({ lower: floorShare, lowerFrom: 'floor' });
    expect(boundsProblems(bounds)).toEqual([]);
  });

  it('gives no total nor bounds while a currency has no rate', () => {
    const unpriced = orders.map((order) => (order.currency === 'JPY' ? { ...order, usdPerUnit: null } : order));
    expect(optimizedTotal(unpriced, dollars)).toBeUndefined();
    expect(programBounds(unpriced, new Map(), total, dollars)).toBeUndefined();
  });

  it('proposes whole amounts of each program’s currency whose dollar values come within a unit of the total', () => {
    const bounds = programBounds(orders, new Map(), total, dollars) ?? [];
    const amounts = roundedAmounts([0.5, 0.1, 0.1, 0.3], bounds, total, rates) ?? [];
    // £702,680, ¥26,219,403 and ¥26,219,402 (¥26,219,402.99 wished each), $527,010.
    expect(amounts).toEqual([702_680, 26_219_403, 26_219_402, 527_010]);
    const proposedTotal = amounts.reduce((sum, amount, index) => sum + amount * (rates[index]?.usdPerUnit ?? 0), 0);
    expect(proposedTotal).toBeLessThanOrEqual(total);
    expect(total - proposedTotal).toBeLessThan(0.0067);
  });

  it('still proposes when the program whose unit would fit what is left sits at its maximum', () => {
    // Pounds and dollars only above the yen's maximum: what the pounds and dollars leave over is
    // less than their units, and the yen, whose unit would fit, may not take it.
    const capped: ProgramBound[] = [bound(0, 1, 1), bound(0, 0.1, 2), bound(0, 0.1, 3), bound(0, 1, 4)];
    const amounts = roundedAmounts([0.5999996, 0.1, 0.1, 0.2000004], capped, total, rates) ?? [];
    expect(amounts).toHaveLength(4);
    const proposedTotal = amounts.reduce((sum, amount, index) => sum + amount * (rates[index]?.usdPerUnit ?? 0), 0);
    expect(proposedTotal).toBeLessThanOrEqual(total);
    // Within one pound of the total, each program within its bounds.
    expect(total - proposedTotal).toBeLessThan(1.25);
    expect((amounts[1] ?? 0) * JPY_RATE).toBeLessThanOrEqual(0.1 * total + 1e-6);
  });

  it('keeps a program at its ¥ minimum investment when the weight sits on it', () => {
    const bounds = programBounds(orders, new Map(), total, dollars) ?? [];
    const least = bounds[1]?.lower ?? 0;
    const amounts = roundedAmounts([0.6, least - 1e-12, 0.1, 0.3 - least + 1e-12], bounds, total, rates) ?? [];
    expect(amounts[1]).toBe(500_000);
  });
});

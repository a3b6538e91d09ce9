import type { SharedBlend } from '@/features/blends/api/blend-shares';
import type { Blend, BlendOrder } from '@/features/blends/api/blends';
import type { ValuedOrder } from './blend-computer';

/** `count` consecutive months from `first` (yyyymm). */
export function monthsFrom(first: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => {
    const offset = (first % 100) - 1 + index;
    return (Math.floor(first / 100) + Math.floor(offset / 12)) * 100 + (offset % 12) + 1;
  });
}

/** A blend order as the API sends it, with wavy returns from `first`. */
export function order(programId: number, first: number, count: number, change: Partial<BlendOrder> = {}): BlendOrder {
  const months = monthsFrom(first, count);
  return {
    blendOrderId: programId * 10,
    programId,
    programName: `Program ${String(programId)}`,
    programUri: `program-${String(programId)}`,
    groupName: `Company ${String(programId)}`,
    groupUri: `company-${String(programId)}`,
    quantity: 100_000,
    leverage: 1,
    color: null,
    chartVisible: true,
    position: programId,
    feeManagement: 0.02,
    feePerformance: 0.2,
    dateInception: `${String(Math.floor(first / 100))}-${String(first % 100).padStart(2, '0')}-01`,
    investmentMin: 50_000,
    currency: 'USD',
    usdPerUnit: 1,
    returns: {
      months,
      values: months.map((_, index) => Math.sin(index * 0.7 + programId) * 0.03 + 0.004),
      estimated: months.map(() => false),
    },
    ...change,
  };
}

/** The current worksheet with the given orders and a 10-year S&P 500. */
export function testBlend(orders: BlendOrder[], change: Partial<Blend> = {}): Blend {
  const months = monthsFrom(201501, 120);
  return {
    blendId: 7,
    blendName: 'New Blend',
    blendTypeId: 4,
    blendStatusId: 2,
    isCurrent: true,
    isNormalized: false,
    baseCurrency: 'USD',
    baseUsdPerUnit: 1,
    modified: false,
    dateCreated: '2026-01-01T00:00:00Z',
    dateUpdated: '2026-01-01T00:00:00Z',
    dateCalculated: null,
    orders,
    benchmark: { name: 'S&P 500 (demo)', months, values: months.map((_, index) => Math.cos(index) * 0.04) },
    statistics: null,
    ...change,
  };
}

/** A shared blend as the server sends it, of programs 4 and 9. */
export function sharedBlend(change: Partial<SharedBlend> = {}): SharedBlend {
  // Orders of the blender's shape: their own ids and positions must not survive the mapping.
  const orders: SharedBlend['orders'] = [
    order(4, 201501, 60),
    order(9, 201601, 48, { quantity: 250_000, leverage: 2, color: '#112233' }),
  ];
  return {
    blendName: 'Core mix',
    isNormalized: true,
    baseCurrency: 'USD',
    baseUsdPerUnit: 1,
    dataMonth: 201912,
    dateShared: '2026-02-03T04:05:06Z',
    hiddenPrograms: 0,
    orders,
    benchmark: { name: 'S&P 500', months: [201501, 201502], values: [0.01, -0.02] },
    ...change,
  };
}

/** Orders of a dollar blend as the engine takes them: each one's base value is its amount. */
export function inDollars(orders: readonly BlendOrder[]): ValuedOrder[] {
  return orders.map((entry) => ({ order: entry, value: entry.quantity }));
}

/**
 * Issue 30's blend: £1,000,000 at $1.25, ¥500,000 twice at $0.0067 (the first with a ¥500,000
 * minimum) and $500,000, all with 60 months from 2015.
 */
export function mixedOrders(): BlendOrder[] {
  return [
    order(1, 201501, 60, { quantity: 1_000_000, currency: 'GBP', usdPerUnit: 1.25, investmentMin: 100_000 }),
    order(2, 201501, 60, { quantity: 500_000, currency: 'JPY', usdPerUnit: 0.0067, investmentMin: 500_000 }),
    order(3, 201501, 60, { quantity: 500_000, currency: 'JPY', usdPerUnit: 0.0067, investmentMin: null }),
    order(4, 201501, 60, { quantity: 500_000, currency: 'USD', usdPerUnit: 1, investmentMin: 50_000 }),
  ];
}

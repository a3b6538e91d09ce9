import { blendType, type Blend, type BlendOrder, type OrderInput } from '@/features/blends/api/blends';

/** The blend the blender edits: what the member changes, the programs' data alongside. */
export interface Worksheet {
  blendId: number;
  blendName: string;
  blendTypeId: number;
  isNormalized: boolean;
  /** The currency every amount is summed in (see base-currency.ts). */
  baseCurrency: string;
  /** US dollars per unit of the base at the latest rate; null without one (nothing is computed). */
  baseUsdPerUnit: number | null;
  orders: readonly BlendOrder[];
}

export function worksheetFromBlend(blend: Blend): Worksheet {
  return {
    blendId: blend.blendId,
    blendName: blend.blendName,
    blendTypeId: blend.blendTypeId,
    isNormalized: blend.isNormalized,
    baseCurrency: blend.baseCurrency,
    baseUsdPerUnit: blend.baseUsdPerUnit ?? null,
    orders: blend.orders,
  };
}

/** The programs, in order: a blend computes anew (its returns added again) only when they change. */
export function membershipKey(worksheet: Worksheet): string {
  return worksheet.orders.map((order) => order.programId).join(',');
}

type OrderChange = Partial<Pick<BlendOrder, 'quantity' | 'leverage' | 'color' | 'chartVisible'>>;

export function updateOrder(worksheet: Worksheet, programId: number, change: OrderChange): Worksheet {
  return {
    ...worksheet,
    orders: worksheet.orders.map((order) => (order.programId === programId ? { ...order, ...change } : order)),
  };
}

/** The given programs at new amounts (an applied optimization, or the amounts it replaced); the others as they were. */
export function withAmounts(worksheet: Worksheet, amounts: ReadonlyMap<number, number>): Worksheet {
  return {
    ...worksheet,
    orders: worksheet.orders.map((order) => {
      const quantity = amounts.get(order.programId);
      return quantity === undefined ? order : { ...order, quantity };
    }),
  };
}

export function removeOrder(worksheet: Worksheet, programId: number): Worksheet {
  return { ...worksheet, orders: worksheet.orders.filter((order) => order.programId !== programId) };
}

export function setNormalized(worksheet: Worksheet, isNormalized: boolean): Worksheet {
  return { ...worksheet, isNormalized };
}

export function setBase(worksheet: Worksheet, baseCurrency: string, baseUsdPerUnit: number | null): Worksheet {
  return { ...worksheet, baseCurrency, baseUsdPerUnit };
}

/**
 * After the server added programs: the worksheet's own orders as the member left them (the
 * server may not have heard of the latest change yet), then the programs it added.
 */
export function withAddedOrders(worksheet: Worksheet, blend: Blend): Worksheet {
  const known = new Set(worksheet.orders.map((order) => order.programId));
  return { ...worksheet, orders: [...worksheet.orders, ...blend.orders.filter((order) => !known.has(order.programId))] };
}

/** What `PUT /me/blends/{id}/orders` receives: every order, in the worksheet's order. */
export function ordersPayload(worksheet: Worksheet): OrderInput[] {
  return worksheet.orders.map((order) => ({
    programId: order.programId,
    quantity: order.quantity,
    leverage: order.leverage,
    color: order.color ?? null,
    chartVisible: order.chartVisible,
  }));
}

/** Spec: the worksheet (type 4) holding programs is unsaved; a new blend would delete it. */
export function isUnsavedWorksheet(worksheet: Worksheet): boolean {
  return worksheet.blendTypeId === blendType.worksheet && worksheet.orders.length > 0;
}

import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api, unwrap } from '@/lib/api';
import { memberKey } from '@/lib/member-lists';

type Schemas = components['schemas'];

/** Blend type ids (docs/conventions.md). */
export const blendType = { saved: 1, worksheet: 4 } as const;

/** The default name of a new blend (spec section 9). */
export const defaultBlendName = 'New Blend';

/**
 * A blend as the server sends it: its orders with each program's monthly returns and the S&P 500,
 * so the browser computes every figure without asking the server again, and the statistics
 * stored at its last save.
 */
export type Blend = Schemas['Blend'];
export type BlendOrder = Blend['orders'][number];
export type BlendBenchmark = Blend['benchmark'];

/** What the member tools (add to blend, saved blends) read of a blend: which it is and its programs. */
export type BlendHead = Pick<Blend, 'blendId' | 'blendName' | 'blendTypeId' | 'isCurrent'> & {
  orders: readonly Pick<BlendOrder, 'programId' | 'programName'>[];
};

/** A saved blend as the list shows it, with the statistics stored when it was saved. */
export type BlendSummary = Schemas['BlendSummary'];

/** One row of `PUT /me/blends/{id}/orders`: the blender's whole worksheet, in its order. */
export type OrderInput = Schemas['OrderInput'];

/** Which blend a query reads: the one open in the blender, or one by id. */
export type BlendRef = number | 'current';

/**
 * Every blend query's key. All sit under the member's `blends` key, so invalidating that key after
 * any change (load, copy, add, save) refreshes each of them.
 */
export const blendKeys = {
  all: (email: string) => memberKey(email, 'blends'),
  saved: (email: string) => memberKey(email, 'blends', 'saved'),
  one: (email: string, blend: BlendRef) => memberKey(email, 'blends', blend),
};

export function savedBlendsQuery(email: string) {
  return queryOptions({
    queryKey: blendKeys.saved(email),
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/me/blends', { signal })).then((list) => list.items),
  });
}

/**
 * The current blend or a saved one. Read once: the blender writes each change it sends into this
 * cache entry itself, and every other change invalidates the member's blends. Readers that must
 * see a change made in another tab (adding to a blend, the unsaved-worksheet warning) ask for a
 * fresh copy: `refetchOnMount: 'always'`, or `readFreshBlend`.
 */
export function blendQuery(email: string, blend: BlendRef) {
  return queryOptions({
    queryKey: blendKeys.one(email, blend),
    queryFn: ({ signal }) =>
      blend === 'current'
        ? unwrap(api.GET('/api/v1/me/blends/current', { signal }))
        : unwrap(api.GET('/api/v1/me/blends/{blendId}', { params: { path: { blendId: blend } }, signal })),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The blend as the server has it now, whatever the cache holds; the cache takes the answer. */
export function readFreshBlend(queryClient: QueryClient, email: string, blend: BlendRef): Promise<Blend> {
  return queryClient.query({ ...blendQuery(email, blend), staleTime: 0 });
}

/** The spec's unsaved worksheet: the current blend was never saved and holds programs. */
export function isUnsavedWorksheet(blend: BlendHead | undefined): boolean {
  return blend?.blendTypeId === blendType.worksheet && blend.orders.length > 0;
}

/** A new worksheet holding `programIds`, made current (the server deletes the previous worksheet). */
export function createBlend(programIds: readonly number[]): Promise<Blend> {
  return unwrap(api.POST('/api/v1/me/blends', { body: { programIds: [...programIds] } }));
}

export function loadBlend(blendId: number): Promise<Blend> {
  return unwrap(api.POST('/api/v1/me/blends/{blendId}/load', { params: { path: { blendId } } }));
}

export function copyBlend(blendId: number): Promise<BlendSummary> {
  return unwrap(api.POST('/api/v1/me/blends/{blendId}/copy', { params: { path: { blendId } } }));
}

export function addOrders(blendId: number, programIds: readonly number[]): Promise<Blend> {
  return unwrap(
    api.POST('/api/v1/me/blends/{blendId}/orders', { params: { path: { blendId } }, body: { programIds: [...programIds] } }),
  );
}

export function putOrders(blendId: number, orders: readonly OrderInput[]): Promise<Blend> {
  // Background writes may be the last thing a leaving page sends: let them outlive it.
  return unwrap(
    api.PUT('/api/v1/me/blends/{blendId}/orders', {
      params: { path: { blendId } },
      body: { orders: [...orders] },
      keepalive: true,
    }),
  );
}

export function putNormalization(blendId: number, isNormalized: boolean): Promise<Blend> {
  return unwrap(
    api.PUT('/api/v1/me/blends/{blendId}/normalization', {
      params: { path: { blendId } },
      body: { isNormalized },
      keepalive: true,
    }),
  );
}

/** `noExchangeRate` (422) when the currency has no rate: the blender offers only those that do. */
export function putBaseCurrency(blendId: number, baseCurrency: string): Promise<Blend> {
  return unwrap(
    api.PUT('/api/v1/me/blends/{blendId}/base-currency', {
      params: { path: { blendId } },
      body: { baseCurrency },
      keepalive: true,
    }),
  );
}

export function saveBlend(blendId: number, blendName: string): Promise<Blend> {
  return unwrap(api.PUT('/api/v1/me/blends/{blendId}/save', { params: { path: { blendId } }, body: { blendName } }));
}

export function saveBlendAs(blendId: number, blendName: string): Promise<Blend> {
  return unwrap(
    api.POST('/api/v1/me/blends/{blendId}/save-as', { params: { path: { blendId } }, body: { blendName } }),
  );
}

export function deleteBlend(blendId: number): Promise<void> {
  return unwrap(api.DELETE('/api/v1/me/blends/{blendId}', { params: { path: { blendId } } }));
}

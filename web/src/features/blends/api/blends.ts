import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api, unwrap } from '@/lib/api';
import type { BlendStatistics } from '@/lib/engine';
import { memberKey } from '@/lib/member-lists';

type Schemas = components['schemas'];

/** Blend type ids (docs/conventions.md). */
export const blendType = { saved: 1, worksheet: 4 } as const;

/** The default name of a new blend (spec section 9). */
export const defaultBlendName = 'New Blend';

/**
 * A blend as the server sends it: its orders with each program's monthly returns and the S&P 500,
 * so the browser computes every figure without asking the server again. The OpenAPI schema leaves
 * `statistics` untyped: it is the stored document of the analytics engine.
 */
export type Blend = Omit<Schemas['Blend'], 'statistics'> & { statistics?: BlendStatistics | null };
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

/** The statistics are the engine's own document, passed through by the server as it stored them. */
function blendFrom(blend: Schemas['Blend']): Blend {
  return blend as Blend;
}

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
      (blend === 'current'
        ? unwrap(api.GET('/api/v1/me/blends/current', { signal }))
        : unwrap(api.GET('/api/v1/me/blends/{blendId}', { params: { path: { blendId: blend } }, signal }))
      ).then(blendFrom),
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
  return unwrap(api.POST('/api/v1/me/blends', { body: { programIds: [...programIds] } })).then(blendFrom);
}

export function loadBlend(blendId: number): Promise<Blend> {
  return unwrap(api.POST('/api/v1/me/blends/{blendId}/load', { params: { path: { blendId } } })).then(blendFrom);
}

export function copyBlend(blendId: number): Promise<BlendSummary> {
  return unwrap(api.POST('/api/v1/me/blends/{blendId}/copy', { params: { path: { blendId } } }));
}

export function addOrders(blendId: number, programIds: readonly number[]): Promise<Blend> {
  return unwrap(
    api.POST('/api/v1/me/blends/{blendId}/orders', { params: { path: { blendId } }, body: { programIds: [...programIds] } }),
  ).then(blendFrom);
}

export function putOrders(blendId: number, orders: readonly OrderInput[]): Promise<Blend> {
  // Background writes may be the last thing a leaving page sends: let them outlive it.
  return unwrap(
    api.PUT('/api/v1/me/blends/{blendId}/orders', {
      params: { path: { blendId } },
      body: { orders: [...orders] },
      keepalive: true,
    }),
  ).then(blendFrom);
}

export function putNormalization(blendId: number, isNormalized: boolean): Promise<Blend> {
  return unwrap(
    api.PUT('/api/v1/me/blends/{blendId}/normalization', {
      params: { path: { blendId } },
      body: { isNormalized },
      keepalive: true,
    }),
  ).then(blendFrom);
}

export function saveBlend(blendId: number, blendName: string): Promise<Blend> {
  return unwrap(api.PUT('/api/v1/me/blends/{blendId}/save', { params: { path: { blendId } }, body: { blendName } })).then(
    blendFrom,
  );
}

export function saveBlendAs(blendId: number, blendName: string): Promise<Blend> {
  return unwrap(
    api.POST('/api/v1/me/blends/{blendId}/save-as', { params: { path: { blendId } }, body: { blendName } }),
  ).then(blendFrom);
}

export function deleteBlend(blendId: number): Promise<void> {
  return unwrap(api.DELETE('/api/v1/me/blends/{blendId}', { params: { path: { blendId } } }));
}

import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { memberKey } from '@/components/MemberList/member-list';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';
import type { BlendStatistics } from '@/lib/engine';

type Schemas = components['schemas'];

/**
 * A blend as the blender reads it: its orders with each program's monthly returns and the S&P 500,
 * so the browser computes every figure without asking the server again. The OpenAPI schema leaves
 * `statistics` untyped: it is the stored document of the analytics engine.
 */
export type Blend = Omit<Schemas['Blend'], 'statistics'> & { statistics?: BlendStatistics | null };
export type BlendOrder = Blend['orders'][number];
export type BlendBenchmark = Blend['benchmark'];

/** One row of `PUT /me/blends/{id}/orders`: the blender's whole worksheet, in its order. */
export type OrderInput = Schemas['OrderInput'];

/** The blend open in the blender (`/me/blends/current`) or a saved one shown read-only. */
export function blenderQuery(email: string, blendId: number | undefined) {
  return queryOptions({
    queryKey: memberKey(email, 'blends', blendId ?? 'current'),
    queryFn: ({ signal }) =>
      apiGet<Blend>(blendId === undefined ? '/me/blends/current' : `/me/blends/${String(blendId)}`, { signal }),
    // The worksheet lives in the page once read: refetching would only replay what the page sent.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

const blendPath = (blendId: number, rest = '') => `/me/blends/${String(blendId)}${rest}`;

export function putOrders(blendId: number, orders: readonly OrderInput[]): Promise<Blend> {
  // Background writes may be the last thing a leaving page sends: let them outlive it.
  return apiPut<Blend>(blendPath(blendId, '/orders'), { orders }, { keepalive: true });
}

export function putNormalization(blendId: number, isNormalized: boolean): Promise<Blend> {
  return apiPut<Blend>(blendPath(blendId, '/normalization'), { isNormalized }, { keepalive: true });
}

export function addOrders(blendId: number, programIds: readonly number[]): Promise<Blend> {
  return apiPost<Blend>(blendPath(blendId, '/orders'), { programIds });
}

export function saveBlend(blendId: number, blendName: string): Promise<Blend> {
  return apiPut<Blend>(blendPath(blendId, '/save'), { blendName });
}

export function saveBlendAs(blendId: number, blendName: string): Promise<Blend> {
  return apiPost<Blend>(blendPath(blendId, '/save-as'), { blendName });
}

export function deleteBlend(blendId: number): Promise<void> {
  return apiDelete(blendPath(blendId));
}

/** A new empty worksheet, made current (the server deletes the previous worksheet). */
export function createBlend(): Promise<Blend> {
  return apiPost<Blend>('/me/blends', { programIds: [] });
}

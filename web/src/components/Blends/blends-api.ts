import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { memberKey } from '@/components/MemberList/member-list';
import { apiGet, apiPost } from '@/lib/api';

/** Blend type ids (docs/conventions.md). */
export const blendType = { saved: 1, worksheet: 4 } as const;

/** The default name of a new blend (spec section 9). */
export const defaultBlendName = 'New Blend';

/** A saved blend as the list shows it, with the statistics stored when it was saved. */
export type BlendSummary = components['schemas']['BlendSummary'];

/** What the member tools read of a whole blend: which it is and which programs it holds. */
export interface BlendHead {
  blendId: number;
  blendName: string;
  blendTypeId: number;
  isCurrent: boolean;
  orders: readonly Pick<components['schemas']['BlendOrder'], 'programId' | 'programName'>[];
}

type BlendList = components['schemas']['BlendList'];

export function savedBlendsQuery(email: string) {
  return queryOptions({
    queryKey: memberKey(email, 'blends', 'saved'),
    queryFn: ({ signal }) => apiGet<BlendList>('/me/blends', { signal }).then((list) => list.items),
  });
}

/**
 * The blend open in the blender. Always read afresh: the blender changes it in the background,
 * and whether it is an unsaved worksheet decides the warnings here.
 */
export function currentBlendQuery(email: string) {
  return queryOptions({
    queryKey: memberKey(email, 'blends', 'current'),
    queryFn: ({ signal }) => apiGet<BlendHead>('/me/blends/current', { signal }),
    staleTime: 0,
  });
}

export function blendQuery(email: string, blendId: number) {
  return queryOptions({
    queryKey: memberKey(email, 'blends', blendId),
    queryFn: ({ signal }) => apiGet<BlendHead>(`/me/blends/${String(blendId)}`, { signal }),
    staleTime: 0,
  });
}

/** The spec's unsaved worksheet: the current blend was never saved and holds programs. */
export function isUnsavedWorksheet(blend: BlendHead | undefined): boolean {
  return blend?.blendTypeId === blendType.worksheet && blend.orders.length > 0;
}

/** A new worksheet made current; the previous worksheet is deleted by the server. */
export function createBlend(programIds: readonly number[]): Promise<BlendHead> {
  return apiPost<BlendHead>('/me/blends', { programIds });
}

export function loadBlend(blendId: number): Promise<BlendHead> {
  return apiPost<BlendHead>(`/me/blends/${String(blendId)}/load`);
}

export function copyBlend(blendId: number): Promise<BlendSummary> {
  return apiPost<BlendSummary>(`/me/blends/${String(blendId)}/copy`);
}

export function addToBlend(blendId: number, programIds: readonly number[]): Promise<BlendHead> {
  return apiPost<BlendHead>(`/me/blends/${String(blendId)}/orders`, { programIds });
}

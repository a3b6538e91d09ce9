import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api, unwrap } from '@/lib/api';
import { blendKeys } from '@/features/blends/api/blends';

type Schemas = components['schemas'];

/** A shared blend as anyone holding the link reads it: the programs they may see, up to its month. */
export type SharedBlend = Schemas['SharedBlend'];
export type SharedOrder = SharedBlend['orders'][number];
/** One of the member's live links, as their list shows it. */
export type BlendShare = Schemas['BlendShare'];
/** A new link: the only answer with its token. */
export type CreatedShare = Schemas['CreatedShare'];

/** Links a page of the member's list shows. */
export const sharesPageSize = 25;

/**
 * The member's links sit under their blends' key: deleting a blend (which deletes its links)
 * invalidates them with every other blend query.
 */
export const blendShareKeys = {
  all: (email: string) => [...blendKeys.all(email), 'shares'] as const,
  page: (email: string, pageNumber: number) => [...blendKeys.all(email), 'shares', pageNumber] as const,
};

export function blendSharesQuery(email: string, pageNumber: number) {
  return queryOptions({
    queryKey: blendShareKeys.page(email, pageNumber),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/me/blend-shares', { params: { query: { pageNumber, pageSize: sharesPageSize } }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Not retried: a revoked or unknown link answers 404, which asking again does not change. */
export function sharedBlendQuery(token: string) {
  return queryOptions({
    queryKey: ['shared-blends', token],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/shared-blends/{token}', { params: { path: { token } }, signal })),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function shareBlend(blendId: number): Promise<CreatedShare> {
  return unwrap(api.POST('/api/v1/me/blends/{blendId}/shares', { params: { path: { blendId } } }));
}

export function revokeBlendShare(shareId: number): Promise<void> {
  return unwrap(api.DELETE('/api/v1/me/blend-shares/{shareId}', { params: { path: { shareId } } }));
}

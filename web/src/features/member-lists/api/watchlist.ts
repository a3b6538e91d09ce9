import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { memberKey } from '@/lib/member-lists';
import { api, unwrap } from '@/lib/api';

/** One watched program with the figures of its listing row. */
export type WatchlistItem = components['schemas']['WatchlistItem'];

export function watchlistQuery(email: string) {
  return queryOptions({
    queryKey: memberKey(email, 'watchlist'),
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/me/watchlist', { signal })).then((page) => page.items),
  });
}

export function addToWatchlist(programId: number): Promise<WatchlistItem> {
  return unwrap(api.POST('/api/v1/me/watchlist', { body: { programId } }));
}

export function setWatchlistAlert(watchlistId: number, alert: boolean): Promise<WatchlistItem> {
  return unwrap(api.PATCH('/api/v1/me/watchlist/{watchlistId}', { params: { path: { watchlistId } }, body: { alert } }));
}

export function removeFromWatchlist(watchlistId: number): Promise<void> {
  return unwrap(api.DELETE('/api/v1/me/watchlist/{watchlistId}', { params: { path: { watchlistId } } }));
}

import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { memberKey } from '@/components/MemberList/member-list';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api';

/** One watched program with the figures of its listing row. */
export type WatchlistItem = components['schemas']['WatchlistItem'];
type WatchlistPage = components['schemas']['Watchlist'];

export function watchlistQuery(email: string) {
  return queryOptions({
    queryKey: memberKey(email, 'watchlist'),
    queryFn: ({ signal }) => apiGet<WatchlistPage>('/me/watchlist', { signal }).then((page) => page.items),
  });
}

export function addToWatchlist(programId: number): Promise<WatchlistItem> {
  return apiPost<WatchlistItem>('/me/watchlist', { programId });
}

export function setWatchlistAlert(watchlistId: number, alert: boolean): Promise<WatchlistItem> {
  return apiPatch<WatchlistItem>(`/me/watchlist/${String(watchlistId)}`, { alert });
}

export function removeFromWatchlist(watchlistId: number): Promise<void> {
  return apiDelete(`/me/watchlist/${String(watchlistId)}`);
}

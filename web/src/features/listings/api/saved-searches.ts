import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { memberKey } from '@/lib/member-lists';
import { api, unwrap } from '@/lib/api';

export type SavedSearch = components['schemas']['SavedSearch'];

export function savedSearchesQuery(email: string) {
  return queryOptions({
    queryKey: memberKey(email, 'saved-searches'),
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/me/saved-searches', { signal })).then((list) => list.items),
  });
}

export function deleteSavedSearch(savedSearchId: number): Promise<void> {
  return unwrap(api.DELETE('/api/v1/me/saved-searches/{savedSearchId}', { params: { path: { savedSearchId } } }));
}

export function createSavedSearch(filters: components['schemas']['NewSavedSearch']['filters']) {
  return unwrap(api.POST('/api/v1/me/saved-searches', { body: { filters } }));
}

import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { memberKey } from '@/components/MemberList/member-list';
import { apiDelete, apiGet } from '@/lib/api';

export type SavedSearch = components['schemas']['SavedSearch'];
type SavedSearchList = components['schemas']['SavedSearchList'];

export function savedSearchesQuery(email: string) {
  return queryOptions({
    queryKey: memberKey(email, 'saved-searches'),
    queryFn: ({ signal }) => apiGet<SavedSearchList>('/me/saved-searches', { signal }).then((list) => list.items),
  });
}

export function deleteSavedSearch(savedSearchId: number): Promise<void> {
  return apiDelete(`/me/saved-searches/${String(savedSearchId)}`);
}

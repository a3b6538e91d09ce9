import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';

/**
 * The member's blends by name, for the blend-correlation filter and for naming it in a saved
 * search. Its own key, apart from the blends feature's: it is a list of names, not blends.
 */
export const blendChoicesQuery = queryOptions({
  queryKey: ['me', 'blends', 'minimal'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/me/blends/minimal', { signal })),
});

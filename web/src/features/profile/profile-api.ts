import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { apiGet } from '@/lib/api';

/** The signed-in user's account details (GET/PUT /me/profile); missing text is ''. */
export type Profile = components['schemas']['Profile'];

export type PasswordChange = components['schemas']['PasswordChange'];

export const profileQuery = queryOptions({
  queryKey: ['me', 'profile'],
  queryFn: ({ signal }) => apiGet<Profile>('/me/profile', { signal }),
});

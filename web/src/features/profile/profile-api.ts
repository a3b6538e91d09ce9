import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { apiGet } from '@/lib/api';

/** The signed-in user's account details (GET/PUT /me/profile); missing text is ''. */
export type Profile = components['schemas']['Profile'];

/** PUT /me/profile: the profile, and the current password when the email changes. */
export type ProfileUpdate = components['schemas']['ProfileUpdate'];

export type PasswordChange = components['schemas']['PasswordChange'];

export const profileQuery = queryOptions({
  queryKey: ['me', 'profile'],
  queryFn: ({ signal }) => apiGet<Profile>('/me/profile', { signal }),
});

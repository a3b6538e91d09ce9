import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api, unwrap } from '@/lib/api';

/** The signed-in user's account details (GET/PUT /me/profile); missing text is ''. */
export type Profile = components['schemas']['Profile'];

/** PUT /me/profile: the profile, and the current password when the email changes. */
export type ProfileUpdate = components['schemas']['ProfileUpdate'];

export type PasswordChange = components['schemas']['PasswordChange'];

export const profileQuery = queryOptions({
  queryKey: ['me', 'profile'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/me/profile', { signal })),
});

export function updateProfile(body: ProfileUpdate): Promise<Profile> {
  return unwrap(api.PUT('/api/v1/me/profile', { body }));
}

export function changePassword(body: PasswordChange) {
  return unwrap(api.PUT('/api/v1/me/password', { body }));
}

/** POST /me/account-deletion: the current password; the server deletes the account and ends the session. */
export type AccountDeletion = components['schemas']['AccountDeletion'];

export async function deleteOwnAccount(body: AccountDeletion): Promise<void> {
  await unwrap(api.POST('/api/v1/me/account-deletion', { body }));
}

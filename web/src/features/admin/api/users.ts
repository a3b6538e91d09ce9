import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components, operations, paths } from '@/api/schema';
import { queryStaleTimeMs } from '@/config/query';
import { api, unwrap } from '@/lib/api';

type Schemas = components['schemas'];

export type UserSummary = Schemas['UserSummary'];
export type AdminUser = Schemas['AdminUser'];
export type AuditEntry = Schemas['AuditEntry'];
export type Role = Schemas['ReferenceItem'];
export type UserView = Schemas['UserView'];
/** The user's lists, as the member's own `GET /me/…` answers them. */
export type WatchlistItem = Schemas['WatchlistItem'];
export type PortfolioRow = Schemas['PortfolioRow'];
export type BlendSummary = Schemas['BlendSummary'];
export type UserViewPage = Schemas['UserViewPage'];
/** `POST /admin/users`: the add-user form. */
export type NewAccount = Schemas['NewAccount'];
/** `PUT /admin/users/{userId}/password`. */
export type PasswordSetting = Schemas['PasswordSetting'];
/** `PUT /admin/users/{userId}/profile`: the profile form without the current password. */
export type AdminProfileUpdate = Schemas['AdminProfileUpdate'];

/** `GET /admin/users` query: search, sort and page of the administrators' user list. */
export type UserListQuery = NonNullable<operations['listUsers']['parameters']['query']>;
export type UserSortKey = NonNullable<UserListQuery['sortBy']>;

/** `GET /admin/users/{userId}/views` query: sort and page of a user's view history. */
export type UserViewsQuery = NonNullable<operations['adminUserViews']['parameters']['query']>;
export type UserViewSortKey = NonNullable<UserViewsQuery['sortBy']>;

/** Every account as CSV (`users.csv`), downloaded by the browser itself with the session's cookie. */
export const usersCsvPath = '/api/v1/admin/users.csv' satisfies keyof paths;

/**
 * The newsletter's confirmed subscribers as CSV, each with their own unsubscribe link, for the
 * mailing service that sends the newsletter.
 */
export const newsletterCsvPath = '/api/v1/admin/newsletter-subscribers.csv' satisfies keyof paths;

/** Every cached view of the accounts (the list's pages and the users' records). */
export const adminUsersKey = ['admin', 'users'] as const;
/** Every page of the user list. */
export const userListKey = [...adminUsersKey, 'list'] as const;

/** A user's record, and under it their profile, lists and view history. */
function userKey(userId: number) {
  return [...adminUsersKey, 'record', userId] as const;
}

/** One page of the user list; the previous page stays on screen while the next loads. */
export function userListQuery(query: UserListQuery) {
  return queryOptions({
    queryKey: [...userListKey, query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/admin/users', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** A user's record: summary, roles, lockout, managed companies and audit log. */
export function adminUserQuery(userId: number) {
  return queryOptions({
    queryKey: userKey(userId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/users/{userId}', { params: { path: { userId } }, signal })),
  });
}

/** The user's profile as the edit form shows it (the member's own `GET /me/profile` answer). */
export function adminUserProfileQuery(userId: number) {
  return queryOptions({
    queryKey: [...userKey(userId), 'profile'],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/users/{userId}/profile', { params: { path: { userId } }, signal })),
  });
}

/** Saves the user's profile and email; answers their record (with the audit log that says so). */
export function updateUserProfile(userId: number, body: AdminProfileUpdate): Promise<AdminUser> {
  return unwrap(api.PUT('/api/v1/admin/users/{userId}/profile', { params: { path: { userId } }, body }));
}

/** Sets the user's password; their sessions end, so they sign in again with it. */
export function setUserPassword(userId: number, body: PasswordSetting): Promise<void> {
  return unwrap(api.PUT('/api/v1/admin/users/{userId}/password', { params: { path: { userId } }, body }));
}

/** One page of the program pages the user viewed; the previous page stays on screen while the next loads. */
export function userViewsQuery(userId: number, query: UserViewsQuery) {
  return queryOptions({
    queryKey: [...userKey(userId), 'views', query],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/users/{userId}/views', { params: { path: { userId }, query }, signal })),
    placeholderData: keepPreviousData,
    // Every program page the user opens adds to the log: it is never taken as current.
    staleTime: 0,
  });
}

/**
 * The whole view history as a CSV file. A link the browser follows (and downloads, with the
 * session cookie), not a call through the client; the path is still checked against the API's.
 */
export function userViewsCsvHref(userId: number): string {
  const path: keyof paths = '/api/v1/admin/users/{userId}/views.csv';
  return path.replace('{userId}', String(userId));
}

/** The user's watchlist, as they see it. */
export function userWatchlistQuery(userId: number) {
  return queryOptions({
    queryKey: [...userKey(userId), 'watchlist'],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/users/{userId}/watchlist', { params: { path: { userId } }, signal })).then(
        (list) => list.items,
      ),
  });
}

/** The user's portfolio, as they see it. */
export function userPortfolioQuery(userId: number) {
  return queryOptions({
    queryKey: [...userKey(userId), 'portfolio'],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/users/{userId}/portfolio', { params: { path: { userId } }, signal })),
  });
}

/** The user's saved blends, as they see them. */
export function userBlendsQuery(userId: number) {
  return queryOptions({
    queryKey: [...userKey(userId), 'blends'],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/users/{userId}/blends', { params: { path: { userId } }, signal })).then(
        (list) => list.items,
      ),
  });
}

/** Adds an account with its profile, password and roles; answers its id. */
export function createUser(body: NewAccount): Promise<number> {
  return unwrap(api.POST('/api/v1/admin/users', { body })).then((created) => created.userId);
}

/** The roles an administrator may assign (`GET /roles`), in the server's order. */
export const rolesQuery = queryOptions({
  queryKey: ['admin', 'roles'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/roles', { signal })),
  staleTime: queryStaleTimeMs,
});

export function grantRole(userId: number, roleId: number): Promise<AdminUser> {
  return unwrap(api.PUT('/api/v1/admin/users/{userId}/roles/{roleId}', { params: { path: { userId, roleId } } }));
}

export function revokeRole(userId: number, roleId: number): Promise<AdminUser> {
  return unwrap(api.DELETE('/api/v1/admin/users/{userId}/roles/{roleId}', { params: { path: { userId, roleId } } }));
}

export function unlockUser(userId: number): Promise<AdminUser> {
  return unwrap(api.POST('/api/v1/admin/users/{userId}/unlock', { params: { path: { userId } } }));
}

export function deleteUser(userId: number): Promise<void> {
  return unwrap(api.DELETE('/api/v1/admin/users/{userId}', { params: { path: { userId } } }));
}

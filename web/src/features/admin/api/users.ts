import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components, operations } from '@/api/schema';
import { queryStaleTimeMs } from '@/config/query';
import { api, unwrap } from '@/lib/api';

type Schemas = components['schemas'];

export type UserSummary = Schemas['UserSummary'];
export type AdminUser = Schemas['AdminUser'];
export type AuditEntry = Schemas['AuditEntry'];
export type Role = Schemas['ReferenceItem'];

/** `GET /admin/users` query: search, sort and page of the administrators' user list. */
export type UserListQuery = NonNullable<operations['listUsers']['parameters']['query']>;
export type UserSortKey = NonNullable<UserListQuery['sortBy']>;

/** Every cached view of the accounts (the list's pages and the users' records). */
export const adminUsersKey = ['admin', 'users'] as const;
/** Every page of the user list. */
export const userListKey = [...adminUsersKey, 'list'] as const;

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
    queryKey: [...adminUsersKey, 'record', userId],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/users/{userId}', { params: { path: { userId } }, signal })),
  });
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

import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api, fileBody, unwrap } from '@/lib/api';

export type GroupProfile = components['schemas']['GroupProfile'];

/** Group status ids (reference list `groupStatuses`). */
export const groupStatus = { active: 1, pending: 2 } as const;

export function groupQuery(groupUri: string) {
  return queryOptions({
    queryKey: ['groups', groupUri],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/groups/{groupUri}', { params: { path: { groupUri } }, signal })),
  });
}

export type CompanyPrograms = components['schemas']['CompanyPrograms'];
export type CompanyProgram = CompanyPrograms['items'][number];

export function companyProgramsQuery(groupUri: string, includeArchived: boolean) {
  return queryOptions({
    queryKey: ['groups', groupUri, 'programs', includeArchived],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/groups/{groupUri}/programs', { params: { path: { groupUri }, query: { includeArchived } }, signal })),
  });
}

export type GroupForm = components['schemas']['GroupForm'];
/** The company form as it composes a save: unticked until certified, which the form refuses first. */
export type UpdateGroup = Omit<components['schemas']['UpdateGroup'], 'acceptedAgreement'> & { acceptedAgreement: boolean };
/** A new company as its form composes it: unticked until certified, which the form refuses first. */
export type AddCompany = Omit<components['schemas']['AddCompany'], 'acceptedAgreement'> & { acceptedAgreement: boolean };

/** The company as its edit form holds it (`GET /groups/{groupUri}/form`, editors only). */
export function groupFormQuery(groupUri: string) {
  return queryOptions({
    queryKey: ['groups', groupUri, 'form'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/groups/{groupUri}/form', { params: { path: { groupUri } }, signal })),
  });
}

export type GroupUsers = components['schemas']['GroupUsers'];
export type GroupUser = GroupUsers['items'][number];
export type AddGroupUser = components['schemas']['AddGroupUser'];

/** The company's CTA managers (`GET /groups/{groupUri}/administrators`, administrators only). */
export function groupUsersQuery(groupUri: string) {
  return queryOptions({
    queryKey: ['groups', groupUri, 'administrators'],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/groups/{groupUri}/administrators', { params: { path: { groupUri } }, signal })),
  });
}

/** The companies the signed-in user manages, a pending one just registered too. */
export const managedGroupsQuery = queryOptions({
  queryKey: ['me', 'groups'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/me/groups', { signal })),
});

/** Saves the company form; the form refuses an unticked certification before it sends, as the server does. */
export function updateGroup(groupUri: string, body: UpdateGroup): Promise<GroupForm> {
  return unwrap(
    api.PUT('/api/v1/groups/{groupUri}', {
      params: { path: { groupUri } },
      body: body as components['schemas']['UpdateGroup'],
    }),
  );
}

export async function uploadLogo(groupUri: string, file: Blob): Promise<unknown> {
  return unwrap(api.PUT('/api/v1/groups/{groupUri}/logo', { params: { path: { groupUri } }, ...(await fileBody(file)) }));
}

export function addGroupUser(groupUri: string, body: AddGroupUser): Promise<GroupUser> {
  return unwrap(api.POST('/api/v1/groups/{groupUri}/administrators', { params: { path: { groupUri } }, body }));
}

export function removeGroupUser(groupUri: string, userId: number): Promise<void> {
  return unwrap(api.DELETE('/api/v1/groups/{groupUri}/administrators/{userId}', { params: { path: { groupUri, userId } } }));
}

/** A new company, pending until an administrator approves it. */
export function createGroup(body: AddCompany) {
  return unwrap(api.POST('/api/v1/groups', { body: body as components['schemas']['AddCompany'] }));
}

/**
 * A company an administrator adds for someone else (`POST /admin/groups`): its status (Active
 * unless chosen), its platforms (the two default ones when null) and, optionally, the account
 * that will manage it. Unticked until certified, which the form refuses first.
 */
export type AdminAddCompany = Omit<components['schemas']['AdminAddCompany'], 'acceptedAgreement'> & {
  acceptedAgreement: boolean;
};
export type CreatedGroup = components['schemas']['CreatedGroup'];

export function addCompanyAsAdmin(body: AdminAddCompany): Promise<CreatedGroup> {
  return unwrap(api.POST('/api/v1/admin/groups', { body: body as components['schemas']['AdminAddCompany'] }));
}

export type AuditLog = components['schemas']['AuditLog'];

/** A company's audit log (`GET /admin/audit`, administrators only), read again with the company. */
export function groupAuditQuery(group: { groupId: number; groupUri: string }) {
  return queryOptions({
    queryKey: ['groups', group.groupUri, 'audit'],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/audit', { params: { query: { subject: 'group', id: group.groupId } }, signal })),
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { apiGet } from '@/lib/api';

export type GroupProfile = components['schemas']['GroupProfile'];

/** Group status ids (reference list `groupStatuses`). */
export const groupStatus = { active: 1, pending: 2 } as const;

export function groupQuery(groupUri: string) {
  return queryOptions({
    queryKey: ['groups', groupUri],
    queryFn: ({ signal }) => apiGet<GroupProfile>(`/groups/${encodeURIComponent(groupUri)}`, { signal }),
  });
}

export type CompanyPrograms = components['schemas']['CompanyPrograms'];
export type CompanyProgram = CompanyPrograms['items'][number];

export function companyProgramsQuery(groupUri: string, includeArchived: boolean) {
  return queryOptions({
    queryKey: ['groups', groupUri, 'programs', includeArchived],
    queryFn: ({ signal }) =>
      apiGet<CompanyPrograms>(
        `/groups/${encodeURIComponent(groupUri)}/programs?includeArchived=${String(includeArchived)}`,
        { signal },
      ),
  });
}

export type GroupForm = components['schemas']['GroupForm'];
/** Unticked until certified, which the form refuses first. */
export type UpdateGroup = Omit<components['schemas']['UpdateGroup'], 'acceptedAgreement'> & { acceptedAgreement: boolean };

/** The company as its edit form holds it (`GET /groups/{groupUri}/form`, editors only). */
export function groupFormQuery(groupUri: string) {
  return queryOptions({
    queryKey: ['groups', groupUri, 'form'],
    queryFn: ({ signal }) => apiGet<GroupForm>(`/groups/${encodeURIComponent(groupUri)}/form`, { signal }),
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
      apiGet<GroupUsers>(`/groups/${encodeURIComponent(groupUri)}/administrators`, { signal }),
  });
}

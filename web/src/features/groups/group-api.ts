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

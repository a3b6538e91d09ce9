import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api, unwrap } from '@/lib/api';

export type ResearchRequestItem = components['schemas']['ResearchRequestItem'];
export type ContactMessageItem = components['schemas']['ContactMessageItem'];

/** Rows per page of both inquiry lists. */
export const inquiryPageSize = 25;

/** A page of the research requests, newest first. */
export function researchRequestsQuery(pageNumber: number) {
  return queryOptions({
    queryKey: ['admin', 'research-requests', pageNumber],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/admin/research-requests', {
          params: { query: { pageSize: inquiryPageSize, pageNumber } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** A page of the Contact Us messages, newest first. */
export function contactMessagesQuery(pageNumber: number) {
  return queryOptions({
    queryKey: ['admin', 'contact-messages', pageNumber],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/admin/contact-messages', {
          params: { query: { pageSize: inquiryPageSize, pageNumber } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

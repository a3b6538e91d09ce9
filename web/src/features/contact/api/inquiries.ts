import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api, unwrap } from '@/lib/api';

export type ResearchRequestForm = components['schemas']['ResearchRequestForm'];
export type ContactMessageForm = components['schemas']['ContactMessageForm'];

/** Asks for a free research report: stored, mailed to the administrators, confirmed to the requester. */
export async function sendResearchRequest(body: ResearchRequestForm): Promise<void> {
  await unwrap(api.POST('/api/v1/research-requests', { body }));
}

/** Sends a Contact Us message to the administrators. */
export async function sendContactMessage(body: ContactMessageForm): Promise<void> {
  await unwrap(api.POST('/api/v1/contact-messages', { body }));
}

/**
 * The signed-in reader's name, email and phone, to fill the forms in. Keyed by the account, so a
 * second account in the same tab never sees the first one's details.
 */
export function senderDetailsQuery(email: string) {
  return queryOptions({
    queryKey: ['me', email, 'sender-details'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/me/profile', { signal })),
    staleTime: 5 * 60_000,
  });
}

import type { components } from '@/api/schema';
import { api, unwrap } from '@/lib/api';

/** Confirms the newsletter subscription of the mailed link's address (double opt-in). */
export function confirmNewsletter(token: string) {
  return unwrap(api.POST('/api/v1/newsletter/confirm', { body: { token } }));
}

/** Takes the mailed link's address off the newsletter, or its account off new-program alerts. */
export function unsubscribe(token: string) {
  return unwrap(api.POST('/api/v1/unsubscribe', { body: { token } }));
}

/** A visitor's newsletter sign-up: the address is mailed a confirmation link. */
export function subscribeToNewsletter(body: components['schemas']['NewsletterSignUp']) {
  return unwrap(api.POST('/api/v1/newsletter/subscriptions', { body }));
}

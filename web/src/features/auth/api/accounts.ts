import type { components } from '@/api/schema';
import type { CtaRegistration } from '@/features/auth/model/personal-details';
import { api, unwrap } from '@/lib/api';

type Schemas = components['schemas'];

/**
 * The member registration as its form composes it: the terms unticked and unverified until the
 * visitor has done both.
 */
export type MemberRegistration = Omit<Schemas['MemberRegistration'], 'acceptedTerms' | 'verification'> & {
  acceptedTerms: boolean;
  verification: Schemas['VerificationSolution'] | null;
};

/**
 * A member's own registration (`POST /accounts`). The form refuses unaccepted terms and a missing
 * verification before it sends (and the server checks again), so the draft goes out as the
 * schema's body.
 */
export function registerMember(body: MemberRegistration) {
  return unwrap(api.POST('/api/v1/accounts', { body: body as Schemas['MemberRegistration'] }));
}

/**
 * A CTA's registration with its company (`POST /accounts/cta`). The form refuses an unticked
 * certification or terms and a missing verification before it sends, as the server does.
 */
export function registerCta(body: CtaRegistration) {
  return unwrap(api.POST('/api/v1/accounts/cta', { body: body as Schemas['CtaRegistration'] }));
}

/** Asks for a password-reset email; the answer never says whether the address is known. */
export function requestPasswordReset(body: Schemas['PasswordResetRequest']) {
  return unwrap(api.POST('/api/v1/auth/password-reset', { body }));
}

export function confirmPasswordReset(body: Schemas['PasswordResetConfirmation']) {
  return unwrap(api.POST('/api/v1/auth/password-reset/confirm', { body }));
}

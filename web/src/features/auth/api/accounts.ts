import type { components } from '@/api/schema';
import { api, unwrap } from '@/lib/api';

type Schemas = components['schemas'];

/** A member's own registration (`POST /accounts`). */
export function registerMember(body: Schemas['MemberRegistration']) {
  return unwrap(api.POST('/api/v1/accounts', { body }));
}

/** A CTA's registration with its company (`POST /accounts/cta`). */
export function registerCta(body: Schemas['CtaRegistration']) {
  return unwrap(api.POST('/api/v1/accounts/cta', { body }));
}

/** Asks for a password-reset email; the answer never says whether the address is known. */
export function requestPasswordReset(body: Schemas['PasswordResetRequest']) {
  return unwrap(api.POST('/api/v1/auth/password-reset', { body }));
}

export function confirmPasswordReset(body: Schemas['PasswordResetConfirmation']) {
  return unwrap(api.POST('/api/v1/auth/password-reset/confirm', { body }));
}

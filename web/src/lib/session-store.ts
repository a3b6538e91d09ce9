import type { components } from '@/api/schema';
import type { SignedInSession } from './session';

export type SessionResponse = components['schemas']['SessionResponse'];

/** Refresh the access token when less than this is left (spec: 10 minutes). */
export const refreshMarginMs = 600_000;
/** Lifetime assumed when the server's expiry cannot be read (spec: 3599 s). */
export const defaultLifetimeMs = 3_599_000;
export const sessionStorageKey = 'atlas.session';
/** Roles that get no session: the user is sent to /login/suspended. */
export const limitedAccessRole = 'Member Limited Access';

/**
 * What the browser keeps between visits: nothing secret. The tokens live in HttpOnly cookies;
 * this only says who is signed in and until when (`expires`, epoch milliseconds).
 */
export interface StoredSession {
  userId: number;
  email: string;
  roles: string[];
  groups: number[];
  admin: boolean;
  platformAdmin: boolean;
  expires: number;
}

function isNumberArray(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'number');
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.userId === 'number' &&
    typeof v.email === 'string' &&
    Array.isArray(v.roles) &&
    v.roles.every((r) => typeof r === 'string') &&
    isNumberArray(v.groups) &&
    typeof v.admin === 'boolean' &&
    typeof v.platformAdmin === 'boolean' &&
    typeof v.expires === 'number'
  );
}

export function loadStoredSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(sessionStorageKey);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveStoredSession(session: StoredSession): void {
  try {
    localStorage.setItem(sessionStorageKey, JSON.stringify(session));
  } catch {
    // Storage full or blocked: the session still works until the page is reloaded.
  }
}

export function clearStoredSession(): void {
  try {
    localStorage.removeItem(sessionStorageKey);
  } catch {
    // Nothing to clear.
  }
}

/** The non-secret part of the server's answer; the tokens in it are dropped here. */
export function storedFromResponse(response: SessionResponse, now = Date.now()): StoredSession {
  const parsed = Date.parse(response.expires);
  const fromLifetime = response.expiresIn > 0 ? now + response.expiresIn * 1000 : now + defaultLifetimeMs;
  return {
    userId: response.userId,
    email: response.email,
    roles: [...response.roles],
    groups: [...response.groups],
    admin: response.admin,
    platformAdmin: response.platformAdmin,
    expires: Number.isNaN(parsed) ? fromLifetime : parsed,
  };
}

export function signedInFrom(stored: StoredSession): SignedInSession {
  return {
    status: 'signedIn',
    userId: stored.userId,
    email: stored.email,
    roles: stored.roles,
    groups: stored.groups,
    isAdmin: stored.admin,
    isPlatformAdmin: stored.platformAdmin,
  };
}

export type SessionPhase = 'anonymous' | 'expired' | 'refresh' | 'valid';

/** The spec's start-up rule: none → anonymous; past expiry → logged out; < 10 min left → refresh. */
export function sessionPhase(stored: StoredSession | null, now = Date.now()): SessionPhase {
  if (stored === null) return 'anonymous';
  const remaining = stored.expires - now;
  if (remaining <= 0) return 'expired';
  if (remaining < refreshMarginMs) return 'refresh';
  return 'valid';
}

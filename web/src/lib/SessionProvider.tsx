import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, unwrap } from './api';
import { anonymousSession, SessionContext, type Credentials, type Session, type SignInResult } from './session';
import {
  clearStoredSession,
  limitedAccessRole,
  loadStoredSession,
  refreshMarginMs,
  saveStoredSession,
  sessionPhase,
  signedInFrom,
  storedFromResponse,
  type StoredSession,
} from './session-store';

interface SessionProviderProps {
  /** Starting session; tests and stories pass a signed-in one (it never expires). */
  initialSession?: Session;
  children: ReactNode;
}

interface State {
  session: Session;
  /** Epoch ms when the access token expires; null when anonymous or given by a test. */
  expires: number | null;
}

const anonymousState: State = { session: anonymousSession, expires: null };

/** A refresh right after another one would only burn a refresh token (Strict Mode, tiny lifetimes). */
const minRefreshIntervalMs = 60_000;

/** The Web Lock all tabs of the site take to refresh, one at a time. */
export const refreshLockName = 'cta-atlas-refresh';

/**
 * Runs `task` holding the refresh lock shared by every tab. Tabs share the refresh cookie, which
 * rotates: two tabs presenting it at once would look like a stolen token. Without Web Locks (an
 * insecure context), the server's short grace window for a just-rotated token covers the race.
 */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return task();
  return await navigator.locks.request(refreshLockName, task);
}

function stateFrom(stored: StoredSession): State {
  return { session: signedInFrom(stored), expires: stored.expires };
}

/** Ask the server to clear its cookies; a failure changes nothing for the browser's side. */
function logoutOnServer(): Promise<void> {
  return unwrap(api.POST('/api/v1/auth/logout')).then(
    () => undefined,
    () => undefined,
  );
}

function initialState(initialSession: Session | undefined): State {
  if (initialSession) return { session: initialSession, expires: null };
  const stored = loadStoredSession();
  if (sessionPhase(stored) === 'expired') {
    clearStoredSession();
    return anonymousState;
  }
  return stored ? stateFrom(stored) : anonymousState;
}

export function SessionProvider({ initialSession, children }: SessionProviderProps) {
  const [state, setState] = useState<State>(() => initialState(initialSession));
  const lastRefresh = useRef(Number.NEGATIVE_INFINITY);
  const inFlight = useRef<Promise<void> | null>(null);

  const endSession = useCallback(() => {
    clearStoredSession();
    setState(anonymousState);
  }, []);

  const signOut = useCallback(async () => {
    endSession();
    await logoutOnServer();
  }, [endSession]);

  const signIn = useCallback(async (credentials: Credentials): Promise<SignInResult> => {
    const response = await unwrap(api.POST('/api/v1/auth/token', { body: credentials }));
    if (response.roles.includes(limitedAccessRole)) {
      clearStoredSession();
      await logoutOnServer();
      return 'suspended';
    }
    const stored = storedFromResponse(response);
    saveStoredSession(stored);
    setState(stateFrom(stored));
    return 'signedIn';
  }, []);

  const refreshNow = useCallback((): Promise<void> => {
    // Refresh tokens rotate: a second request with the same token would look like a stolen one.
    if (inFlight.current) return inFlight.current;
    lastRefresh.current = Date.now();
    const seen = loadStoredSession()?.expires;
    const request = withRefreshLock(async () => {
      // Another tab refreshed while this one waited for the lock: its new cookies are ours too.
      const current = loadStoredSession();
      if (current !== null && seen !== undefined && current.expires > seen) return current;
      const stored = storedFromResponse(await unwrap(api.POST('/api/v1/auth/refresh')));
      // Saved before the lock is released, so the next tab in line sees it.
      saveStoredSession(stored);
      return stored;
    })
      .then(
        (stored) => {
          setState(stateFrom(stored));
        },
        (error: unknown) => {
          endSession();
          void logoutOnServer();
          throw error;
        },
      )
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = request;
    return request;
  }, [endSession]);

  const refresh = useCallback(() => {
    if (Date.now() - lastRefresh.current < minRefreshIntervalMs) return;
    // A failure has already ended the session; nobody else waits for this one.
    refreshNow().catch(() => undefined);
  }, [refreshNow]);

  // The session's clock: refresh when 10 minutes remain, log out at expiry.
  const { expires } = state;
  useEffect(() => {
    if (expires === null) return undefined;
    const remaining = expires - Date.now();
    const timers: ReturnType<typeof setTimeout>[] = [setTimeout(endSession, Math.max(0, remaining))];
    if (remaining > 0 && remaining < refreshMarginMs) refresh();
    else if (remaining > 0) timers.push(setTimeout(refresh, remaining - refreshMarginMs));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [expires, refresh, endSession]);

  const value = useMemo(
    () => ({ session: state.session, signIn, signOut, refresh: refreshNow }),
    [state.session, signIn, signOut, refreshNow],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

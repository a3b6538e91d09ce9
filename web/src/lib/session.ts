import { createContext, use } from 'react';

export interface SignedInSession {
  status: 'signedIn';
  email: string;
  roles: string[];
  /** Ids of the groups (companies) the user manages. */
  groups: number[];
  /** Role Administrator. */
  isAdmin: boolean;
  /** Role Platform Manager. */
  isPlatformAdmin: boolean;
}

export interface AnonymousSession {
  status: 'anonymous';
}

export type Session = AnonymousSession | SignedInSession;

export const anonymousSession: AnonymousSession = { status: 'anonymous' };

export interface SessionContextValue {
  session: Session;
  signOut: () => void;
}

export const SessionContext = createContext<SessionContextValue>({
  session: anonymousSession,
  signOut: () => undefined,
});

/**
 * Who is using the site. Anonymous until the accounts work provides sign-in; screens read roles
 * from here only to mirror what the server enforces.
 */
export function useSession(): Session {
  return use(SessionContext).session;
}

export function useSignOut(): () => void {
  return use(SessionContext).signOut;
}

export function isSignedIn(session: Session): session is SignedInSession {
  return session.status === 'signedIn';
}

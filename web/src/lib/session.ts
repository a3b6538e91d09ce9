import { createContext, use } from 'react';

export interface SignedInSession {
  status: 'signedIn';
  /** The account's id, as the server's `userId`. */
  userId: number;
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

/** Spec section 6: the roles that may filter by blend correlation. */
export const correlationRoles: readonly string[] = ['Administrator', 'Broker', 'CTA Manager', 'Member Plus'];

export interface Credentials {
  email: string;
  password: string;
}

/** `suspended`: a Member Limited Access account; no session was stored. */
export type SignInResult = 'signedIn' | 'suspended';

export interface SessionContextValue {
  session: Session;
  /** POST /auth/token; rejects with the server's `ApiError` (invalid_password, account_locked, …). */
  signIn: (credentials: Credentials) => Promise<SignInResult>;
  /** POST /auth/logout and forget the stored session; the language root then goes to /login. */
  signOut: () => Promise<void>;
  /**
   * POST /auth/refresh now and keep the new session: the access token lists the user's groups,
   * so after creating a company the session must be refreshed to manage it. A failed refresh
   * logs out (spec) and rejects.
   */
  refresh: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue>({
  session: anonymousSession,
  signIn: () => Promise.resolve('signedIn'),
  signOut: () => Promise.resolve(),
  refresh: () => Promise.resolve(),
});

/**
 * Who is using the site. The tokens stay in HttpOnly cookies; screens read roles from here only to
 * mirror what the server enforces.
 */
export function useSession(): Session {
  return use(SessionContext).session;
}

export function useSignOut(): () => Promise<void> {
  return use(SessionContext).signOut;
}

export function useSignIn(): (credentials: Credentials) => Promise<SignInResult> {
  return use(SessionContext).signIn;
}

export function useRefreshSession(): () => Promise<void> {
  return use(SessionContext).refresh;
}

export function isSignedIn(session: Session): session is SignedInSession {
  return session.status === 'signedIn';
}

/**
 * Whether the reader may edit a company and its programs: an administrator or one of its CTA
 * managers, as the server decides (it refuses anyone else whatever the screen offers).
 */
export function mayEditGroup(session: Session, groupId: number): boolean {
  return isSignedIn(session) && (session.isAdmin || session.groups.includes(groupId));
}

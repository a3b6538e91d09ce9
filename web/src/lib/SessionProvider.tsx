import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { anonymousSession, SessionContext, type Session } from './session';

interface SessionProviderProps {
  /** Starting session; tests and stories pass a signed-in one. */
  initialSession?: Session;
  children: ReactNode;
}

export function SessionProvider({ initialSession = anonymousSession, children }: SessionProviderProps) {
  const [session, setSession] = useState<Session>(initialSession);
  const signOut = useCallback(() => {
    setSession(anonymousSession);
  }, []);
  const value = useMemo(() => ({ session, signOut }), [session, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

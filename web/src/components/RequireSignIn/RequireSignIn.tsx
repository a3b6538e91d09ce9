import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@/lib/router/Router';
import { paths, withRedirect } from '@/config/paths';
import { useLang } from '@/i18n/i18n-context';
import { localizePath, splitLangPrefix } from '@/i18n/localized-path';
import { isSignedIn, useSession, type SignedInSession } from '@/lib/session';

/**
 * Spec: visitors who are not signed in are sent from the member tools to
 * /login?redirect={path}, and come back after logging in.
 */
export function RequireSignIn({ children }: { children: (session: SignedInSession) => ReactNode }) {
  const session = useSession();
  const lang = useLang();
  const location = useLocation();
  if (!isSignedIn(session)) {
    const back = `${splitLangPrefix(location.pathname).rest}${location.search}`;
    return <Navigate to={localizePath(lang, withRedirect(paths.login, back))} replace />;
  }
  return children(session);
}

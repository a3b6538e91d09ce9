import { useEffect, useRef } from 'react';
import { useNavigate } from '@/lib/router/Router';
import { paths } from '@/config/paths';
import { useLang } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { useSession } from '@/lib/session';

/** Log Out, an expired session or a failed refresh all end on /{lang}/login. */
export function SignedOutRedirect() {
  const lang = useLang();
  const navigate = useNavigate();
  const status = useSession().status;
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was === 'signedIn' && status === 'anonymous') navigate(localizePath(lang, paths.login));
  }, [status, lang, navigate]);
  return null;
}

import { useId } from 'react';
import { useLocation } from '@/lib/router/Router';
import { buttonClassName } from '@/components/Button/button-class';
import { LangLink } from '@/components/LangLink/LangLink';
import { paths, withRedirect } from '@/config/paths';
import { useT } from '@/i18n/i18n-context';
import { splitLangPrefix } from '@/i18n/localized-path';
import { useScrollLock } from '@/lib/use-scroll-lock';
import './SignInBlocker.css';

interface SignInBlockerProps {
  /** Where to come back after signing in; the current page (without language) by default. */
  redirect?: string;
}

/**
 * Shown over protected content to anonymous visitors (program and quotes pages): the page
 * behind stops scrolling, and the panel offers free sign-up or log-in, coming back here after.
 */
export function SignInBlocker({ redirect }: SignInBlockerProps) {
  const t = useT();
  const titleId = useId();
  const location = useLocation();
  useScrollLock(true);
  const back = redirect ?? `${splitLangPrefix(location.pathname).rest}${location.search}`;

  return (
    <div className="signin-blocker">
      <section className="signin-blocker__panel" aria-labelledby={titleId}>
        <h2 id={titleId} className="signin-blocker__title">
          {t('blocker.title')}
        </h2>
        <p>{t('blocker.intro')}</p>
        <ul className="signin-blocker__benefits">
          <li>{t('blocker.benefitBreakdowns')}</li>
          <li>{t('blocker.benefitSave')}</li>
          <li>{t('blocker.benefitDownload')}</li>
        </ul>
        <div className="signin-blocker__actions">
          <LangLink to={withRedirect(paths.register, back)} className={buttonClassName('primary')}>
            {t('blocker.register')}
          </LangLink>
          <span>
            {t('blocker.haveAccount')}{' '}
            <LangLink to={withRedirect(paths.login, back)}>{t('blocker.logIn')}</LangLink>
          </span>
        </div>
      </section>
    </div>
  );
}

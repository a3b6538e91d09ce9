import type { ReactNode } from 'react';
import { useT } from '@/i18n/i18n-context';
import { useNavigationPending } from '@/lib/router/Router';
import { useScrollRestoration } from '@/lib/router/scroll';
import { SiteFooter } from './SiteFooter';
import { SignedOutRedirect } from './SignedOutRedirect';
import { SiteHeader } from './SiteHeader';
import './SiteLayout.css';

/** Header, the current screen and footer; a thin bar shows while the next screen loads. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const pending = useNavigationPending();
  useScrollRestoration();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {pending && <div className="navigation-progress" aria-hidden="true" />}
      <SignedOutRedirect />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site__main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useT } from '@/i18n/i18n-context';
import { SiteFooter } from './SiteFooter';
import { SignedOutRedirect } from './SignedOutRedirect';
import { SiteHeader } from './SiteHeader';
import './SiteLayout.css';

/** Header, the current screen and footer; a thin bar shows while the next screen loads. */
export function SiteLayout() {
  const t = useT();
  const navigation = useNavigation();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {navigation.state !== 'idle' && <div className="navigation-progress" aria-hidden="true" />}
      <SignedOutRedirect />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site__main">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}

import { Page } from '@/components/Layout/Page';
import { Portfolio } from '@/features/member-lists/components/Portfolio';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { useT } from '@/i18n/i18n-context';

/** The member's portfolio: /tools/portfolio. */
export function PortfolioPage() {
  const t = useT();
  return (
    <RequireSignIn>
      {(session) => (
        <Page title={t('screens.portfolio')}>
          <Portfolio session={session} />
        </Page>
      )}
    </RequireSignIn>
  );
}

import { Page } from '@/components/Layout/Page';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { Watchlist } from '@/features/member-lists/components/Watchlist';
import { useT } from '@/i18n/i18n-context';

/** The member's watchlist: /tools/watchlist. */
export function WatchlistPage() {
  const t = useT();
  return (
    <RequireSignIn>
      {(session) => (
        <Page title={t('screens.watchlist')}>
          <Watchlist session={session} />
        </Page>
      )}
    </RequireSignIn>
  );
}

import { Page } from '@/components/Layout/Page';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { SavedBlends } from '@/features/blends/components/SavedBlends';
import { useT } from '@/i18n/i18n-context';

/** The member's saved blends: /tools/saved-blends. */
export function SavedBlendsPage() {
  const t = useT();
  return (
    <RequireSignIn>
      {(session) => (
        <Page title={t('screens.savedBlends')}>
          <SavedBlends session={session} />
        </Page>
      )}
    </RequireSignIn>
  );
}

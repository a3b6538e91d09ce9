import { Page } from '@/components/Layout/Page';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { BlendShares } from '@/features/blends/components/BlendShares';
import { SavedBlends } from '@/features/blends/components/SavedBlends';
import { useT } from '@/i18n/i18n-context';

/** The member's saved blends and the links they shared: /tools/saved-blends. */
export function SavedBlendsPage() {
  const t = useT();
  return (
    <RequireSignIn>
      {(session) => (
        <Page title={t('screens.savedBlends')}>
          <SavedBlends session={session} />
          <BlendShares session={session} />
        </Page>
      )}
    </RequireSignIn>
  );
}

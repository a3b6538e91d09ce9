import { Navigate, useLocation, useNavigate, useParams } from '@/lib/router/Router';
import { Page } from '@/components/Layout/Page';
import { Tabs } from '@/components/Tabs/Tabs';
import { paths, withRedirect } from '@/config/paths';
import { profileTabs } from '@/config/tabs';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath, splitLangPrefix } from '@/i18n/localized-path';
import { isSignedIn, useSession } from '@/lib/session';
import { DeleteAccountSection } from '@/features/profile/components/DeleteAccountSection';
import { PasswordForm } from '@/features/profile/components/PasswordForm';
import { ProfileTab } from '@/features/profile/components/ProfileTab';

type ProfileTabId = (typeof profileTabs)[number];

function isProfileTab(value: string | undefined): value is ProfileTabId {
  return profileTabs.some((tab) => tab === value);
}

/**
 * The account profile and password tabs: /profile[/{tab}], the profile tab ending with Delete my
 * account. Signed-out visitors log in first.
 */
export function ProfilePage() {
  const t = useT();
  const lang = useLang();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { tab: tabParam } = useParams();
  const tab: ProfileTabId = isProfileTab(tabParam) ? tabParam : 'profile';

  if (!isSignedIn(session)) {
    const back = splitLangPrefix(location.pathname).rest;
    return <Navigate to={localizePath(lang, withRedirect(paths.login, back))} replace />;
  }

  return (
    <Page title={t('screens.profile')}>
      <Tabs
        label={t('profile.tabs')}
        tabs={[
          { id: 'profile', label: t('profile.tabProfile') },
          { id: 'password', label: t('profile.tabPassword') },
        ]}
        selectedId={tab}
        onSelect={(id) => {
          // The first tab is the screen itself: /profile rather than /profile/profile.
          navigate(localizePath(lang, id === 'profile' ? paths.profile : `${paths.profile}/${id}`));
        }}
      >
        {tab === 'profile' ? (
          <>
            <ProfileTab />
            <DeleteAccountSection />
          </>
        ) : (
          <PasswordForm />
        )}
      </Tabs>
    </Page>
  );
}

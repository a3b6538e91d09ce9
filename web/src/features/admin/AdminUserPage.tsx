import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { buttonClassName } from '@/components/Button/button-class';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { Spinner } from '@/components/Spinner/Spinner';
import { Tabs } from '@/components/Tabs/Tabs';
import { useToast } from '@/components/Toast/toast-context';
import { paths } from '@/config/paths';
import { adminUserTabs } from '@/config/tabs';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { ApiError } from '@/lib/errors';
import { useNavigate, useParams } from '@/lib/router/Router';
import type { SignedInSession } from '@/lib/session';
import { adminUserQuery, deleteUser, userListKey, type AdminUser } from '@/features/admin/api/users';
import { UserBlendsTab } from '@/features/admin/components/UserBlendsTab';
import { UserLogsTab } from '@/features/admin/components/UserLogsTab';
import { UserPasswordTab } from '@/features/admin/components/UserPasswordTab';
import { UserPortfolioTab } from '@/features/admin/components/UserPortfolioTab';
import { UserProfileTab } from '@/features/admin/components/UserProfileTab';
import { UserRolesTab } from '@/features/admin/components/UserRolesTab';
import { UserWatchlistTab } from '@/features/admin/components/UserWatchlistTab';
import {
  adminUserPath,
  displayName,
  isAdminUserTab,
  isOwnAccount,
  parseUserId,
  type AdminUserTab,
} from '@/features/admin/model/admin-user';
import './admin.css';

const tabLabels: Readonly<Record<AdminUserTab, MessageKey>> = {
  profile: 'admin.tabProfile',
  password: 'admin.tabPassword',
  roles: 'admin.tabRoles',
  watchlist: 'admin.tabWatchlist',
  portfolio: 'admin.tabPortfolio',
  'saved-blends': 'admin.tabSavedBlends',
  logs: 'admin.tabLogs',
};

/**
 * A user's page for administrators: /admin/users/{userId}[/{tab}]: the profile (summary, edit
 * form, audit log), a new password, the roles and suspension, the user's lists read only and the
 * program pages they viewed. An id that is not a number and an account that does not exist are
 * the lost page.
 */
export function AdminUserPage() {
  return (
    <RequireSignIn>{(session) => (session.isAdmin ? <UserScreen session={session} /> : <LostPage />)}</RequireSignIn>
  );
}

function UserScreen({ session }: { session: SignedInSession }) {
  const { userId: idParam, tab = 'profile' } = useParams();
  const userId = parseUserId(idParam);
  if (userId === undefined || !isAdminUserTab(tab)) return <LostPage />;
  return <UserRecord key={userId} userId={userId} tab={tab} session={session} />;
}

function UserRecord({ userId, tab, session }: { userId: number; tab: AdminUserTab; session: SignedInSession }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { data: user, error, isPending } = useQuery(adminUserQuery(userId));

  if (error instanceof ApiError && error.status === 404) return <LostPage />;
  const own = user !== undefined && isOwnAccount(user, session);

  return (
    <Page
      title={t('screens.adminUser')}
      subtitle={user && `${displayName(user)} · ${user.email}`}
      actions={
        <>
          <LangLink to={`${paths.admin}/users`} className={buttonClassName('secondary', 'sm')}>
            {t('admin.backToUsers')}
          </LangLink>
          {user && !own && <DeleteUserButton user={user} />}
        </>
      }
    >
      {error ? (
        <ErrorAlert error={error} />
      ) : isPending ? (
        <Spinner />
      ) : (
        <Tabs
          label={t('admin.userTabs')}
          tabs={adminUserTabs.map((id) => ({ id, label: t(tabLabels[id]) }))}
          selectedId={tab}
          activation="manual"
          onSelect={(id) => {
            if (isAdminUserTab(id)) navigate(localizePath(lang, adminUserPath(userId, id)));
          }}
        >
          <UserTab tab={tab} user={user} ownAccount={own} />
        </Tabs>
      )}
    </Page>
  );
}

function UserTab({ tab, user, ownAccount }: { tab: AdminUserTab; user: AdminUser; ownAccount: boolean }) {
  switch (tab) {
    case 'profile':
      return <UserProfileTab user={user} />;
    case 'password':
      return <UserPasswordTab userId={user.userId} ownAccount={ownAccount} />;
    case 'roles':
      return <UserRolesTab user={user} ownAccount={ownAccount} />;
    case 'watchlist':
      return <UserWatchlistTab userId={user.userId} />;
    case 'portfolio':
      return <UserPortfolioTab userId={user.userId} />;
    case 'saved-blends':
      return <UserBlendsTab userId={user.userId} />;
    case 'logs':
      return <UserLogsTab userId={user.userId} />;
  }
}

/** Delete, after the spec's confirmation; then 'User removed' and back to the list. */
function DeleteUserButton({ user }: { user: AdminUser }) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);

  const remove = async () => {
    setWorking(true);
    try {
      await deleteUser(user.userId);
      toast.show(t('toast.userRemoved'), { variant: 'success' });
      navigate(localizePath(lang, `${paths.admin}/users`));
      queryClient.removeQueries({ queryKey: adminUserQuery(user.userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: userListKey });
    } catch (error) {
      toast.show(t(errorMessageKey(error)), { variant: 'danger' });
      setWorking(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button
        variant="danger"
        size="sm"
        onClick={() => {
          setAsking(true);
        }}
      >
        {t('admin.deleteUser')}
      </Button>
      <ConfirmDialog
        open={asking}
        working={working}
        message={t('confirm.deleteUser')}
        onConfirm={() => void remove()}
        onCancel={() => {
          setAsking(false);
        }}
      />
    </>
  );
}

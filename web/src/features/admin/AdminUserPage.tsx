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
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { ApiError } from '@/lib/errors';
import { useNavigate, useParams } from '@/lib/router/Router';
import type { SignedInSession } from '@/lib/session';
import { adminUserQuery, deleteUser, userListKey, type AdminUser } from '@/features/admin/api/users';
import { UserProfileTab } from '@/features/admin/components/UserProfileTab';
import { UserRolesTab } from '@/features/admin/components/UserRolesTab';
import {
  adminUserPath,
  displayName,
  isOwnAccount,
  isShownUserTab,
  parseUserId,
  shownUserTabs,
  type ShownUserTab,
} from '@/features/admin/model/admin-user';
import './admin.css';

const tabLabels: Readonly<Record<ShownUserTab, MessageKey>> = {
  profile: 'admin.tabProfile',
  roles: 'admin.tabRoles',
};

/**
 * A user's page for administrators: /admin/users/{userId}[/{tab}]. The tabs the API serves so far
 * are shown (profile with the audit log, roles with the suspension); a hidden tab's URL, an id
 * that is not a number and an account that does not exist are the lost page.
 */
export function AdminUserPage() {
  return (
    <RequireSignIn>{(session) => (session.isAdmin ? <UserScreen session={session} /> : <LostPage />)}</RequireSignIn>
  );
}

function UserScreen({ session }: { session: SignedInSession }) {
  const { userId: idParam, tab = 'profile' } = useParams();
  const userId = parseUserId(idParam);
  if (userId === undefined || !isShownUserTab(tab)) return <LostPage />;
  return <UserRecord key={userId} userId={userId} tab={tab} session={session} />;
}

function UserRecord({ userId, tab, session }: { userId: number; tab: ShownUserTab; session: SignedInSession }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { data: user, error, isPending } = useQuery(adminUserQuery(userId));

  if (error instanceof ApiError && error.status === 404) return <LostPage />;
  const own = user !== undefined && isOwnAccount(user, session.email);

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
          tabs={shownUserTabs.map((id) => ({ id, label: t(tabLabels[id]) }))}
          selectedId={tab}
          activation="manual"
          onSelect={(id) => {
            if (isShownUserTab(id)) navigate(localizePath(lang, adminUserPath(userId, id)));
          }}
        >
          {tab === 'profile' ? (
            <UserProfileTab user={user} />
          ) : (
            <UserRolesTab user={user} ownAccount={own} />
          )}
        </Tabs>
      )}
    </Page>
  );
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

import type { ReactNode } from 'react';
import { useNavigate, useParams } from '@/lib/router/Router';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { Tabs } from '@/components/Tabs/Tabs';
import { paths } from '@/config/paths';
import { adminTabs } from '@/config/tabs';
import type { MessageKey } from '@/i18n/catalogs';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import type { SignedInSession } from '@/lib/session';
import { UsersTab } from '@/features/admin/components/UsersTab';
import './admin.css';

type AdminTab = (typeof adminTabs)[number];

const tabLabels: Readonly<Record<AdminTab, MessageKey>> = {
  users: 'admin.tabUsers',
  groups: 'admin.tabGroups',
  'pending-programs': 'admin.tabPending',
  'recently-archived': 'admin.tabRecentlyArchived',
  'all-programs': 'admin.tabAllPrograms',
};

/** Spec: the All Programs tab is for Platform Managers only. */
function visibleTabs(session: SignedInSession): AdminTab[] {
  return adminTabs.filter((tab) => tab !== 'all-programs' || session.isPlatformAdmin);
}

/**
 * Administration and its tabs: /admin[/{tab}[/{id}]], for administrators. A visitor who is not
 * signed in logs in first and comes back; a signed-in member who is not an administrator is told
 * the page does not exist (sending them to log in again would only bring them back here).
 */
export function AdminPage({ pendingTab }: { pendingTab: ReactNode }) {
  return (
    <RequireSignIn>
      {(session) => (session.isAdmin ? <Administration session={session} pendingTab={pendingTab} /> : <LostPage />)}
    </RequireSignIn>
  );
}

function Administration({ session, pendingTab }: { session: SignedInSession; pendingTab: ReactNode }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { tab: param } = useParams();
  const tabs = visibleTabs(session);
  const tab = tabs.find((candidate) => candidate === param) ?? 'users';
  if (param !== undefined && !tabs.some((candidate) => candidate === param)) return <LostPage />;

  return (
    <Page title={t('screens.admin')}>
      <Tabs
        label={t('admin.tabs')}
        tabs={tabs.map((id) => ({ id, label: t(tabLabels[id]) }))}
        selectedId={tab}
        activation="manual"
        onSelect={(id) => {
          navigate(localizePath(lang, `${paths.admin}/${id}`));
        }}
      >
        {tab === 'users' ? <UsersTab /> : tab === 'pending-programs' ? pendingTab : <p>{t('admin.comingLater')}</p>}
      </Tabs>
    </Page>
  );
}

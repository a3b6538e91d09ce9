import type { ReactNode } from 'react';
import { useNavigate, useParams } from '@/lib/router/Router';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { Spinner } from '@/components/Spinner/Spinner';
import { Tabs } from '@/components/Tabs/Tabs';
import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import type { SignedInSession } from '@/lib/session';
import { AllProgramsTab } from '@/features/admin/components/AllProgramsTab';
import { ExchangeRatesTab } from '@/features/admin/components/ExchangeRatesTab';
import { GroupsTab } from '@/features/admin/components/GroupsTab';
import { InquiriesTab } from '@/features/admin/components/InquiriesTab';
import { RecentlyArchivedTab } from '@/features/admin/components/RecentlyArchivedTab';
import { UsersTab } from '@/features/admin/components/UsersTab';
import { useAllProgramsPresence } from '@/features/admin/hooks/use-all-programs-presence';
import { mayOpenAdministration, visibleAdminTabs, type AdminTab } from '@/features/admin/model/admin-access';
import './admin.css';

const tabLabels: Readonly<Record<AdminTab, MessageKey>> = {
  users: 'admin.tabUsers',
  groups: 'admin.tabGroups',
  'pending-programs': 'admin.tabPending',
  'recently-archived': 'admin.tabRecentlyArchived',
  'all-programs': 'admin.tabAllPrograms',
  'exchange-rates': 'admin.tabExchangeRates',
  inquiries: 'admin.tabInquiries',
  news: 'admin.tabNews',
};

/**
 * Administration and its tabs: /admin[/{tab}[/{id}]], for administrators and platform managers,
 * each seeing their own tabs. A visitor who is not signed in logs in first and comes back; a
 * signed-in member who is neither is told the page does not exist (sending them to log in again
 * would only bring them back here).
 */
interface AdminPageProps {
  pendingTab: ReactNode;
  /** The News tab's content; the tab is left out without it. */
  newsTab?: ReactNode;
}

export function AdminPage({ pendingTab, newsTab }: AdminPageProps) {
  return (
    <RequireSignIn>
      {(session) => (mayOpenAdministration(session) ? <Administration session={session} pendingTab={pendingTab} newsTab={newsTab} /> : <LostPage />)}
    </RequireSignIn>
  );
}

function Administration({ session, pendingTab, newsTab }: AdminPageProps & { session: SignedInSession }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { tab: param } = useParams();
  const allPrograms = useAllProgramsPresence(session.isPlatformAdmin);
  const tabs = visibleAdminTabs(session, allPrograms.hasData).filter((id) => id !== 'news' || newsTab !== undefined);
  const tab = param === undefined ? tabs[0] : tabs.find((candidate) => candidate === param);
  if (tab === undefined) {
    // Until All Programs is known to have programs or none, it may yet be the tab asked for.
    if (param !== undefined && !allPrograms.waiting) return <LostPage />;
    // A platform manager only, with no program anywhere, has no tab with anything to show.
    return <Page title={t('screens.admin')}>{allPrograms.waiting ? <Spinner /> : <p>{t('admin.noPrograms')}</p>}</Page>;
  }

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
        {tab === 'users' ? (
          <UsersTab />
        ) : tab === 'pending-programs' ? (
          pendingTab
        ) : tab === 'recently-archived' ? (
          <RecentlyArchivedTab />
        ) : tab === 'all-programs' ? (
          <AllProgramsTab />
        ) : tab === 'exchange-rates' ? (
          <ExchangeRatesTab />
        ) : tab === 'inquiries' ? (
          <InquiriesTab />
        ) : tab === 'news' ? (
          newsTab
        ) : (
          <GroupsTab />
        )}
      </Tabs>
    </Page>
  );
}

import { Navigate, useNavigate, useParams } from '@/lib/router/Router';
import { buttonClassName } from '@/components/Button/button-class';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { DashboardStats } from '@/features/dashboard/components/DashboardStats';
import { NextSteps } from '@/features/news/components/NextSteps';
import { Portfolio } from '@/features/member-lists/components/Portfolio';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { SavedBlends } from '@/features/blends/components/SavedBlends';
import { SavedSearches } from '@/features/listings/components/SavedSearches';
import { Tabs } from '@/components/Tabs/Tabs';
import { Watchlist } from '@/features/member-lists/components/Watchlist';
import { paths } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import type { SignedInSession } from '@/lib/session';
import { dashboardRoute, dashboardTabLabels, offersAddCta, visibleDashboardTabs, type DashboardTab } from './dashboard-tabs';
import { ProgramsTab } from '@/features/groups/components/ProgramsTab';
import { removeProgram } from '@/features/admin/api/programs';
import { addProgram } from '@/features/programs/api/program-form';
import { ProgramEditor } from '@/features/programs/components/ProgramEditor';
import { newProgramDraft } from '@/features/programs/model/program-draft';

/** The member dashboard and its tabs: /tools/dashboard[/{tab}]. */
export function DashboardPage() {
  return <RequireSignIn>{(session) => <Dashboard session={session} />}</RequireSignIn>;
}

function Dashboard({ session }: { session: SignedInSession }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { tab: param } = useParams();
  const route = dashboardRoute(param, session);
  if ('redirect' in route) return <Navigate to={localizePath(lang, route.redirect)} replace />;
  const tabs = visibleDashboardTabs(session);

  return (
    <Page
      title={t('screens.dashboard')}
      actions={
        <>
          {offersAddCta(session) && (
            <LangLink to={paths.addCta} className={buttonClassName('primary', 'sm')}>
              {t('screens.addCta')}
            </LangLink>
          )}
          <LangLink to={paths.profile} className={buttonClassName('secondary', 'sm')}>
            {t('members.editProfile')}
          </LangLink>
          <LangLink to={paths.contactUs} className={buttonClassName('secondary', 'sm')}>
            {t('screens.contactUs')}
          </LangLink>
        </>
      }
    >
      <NextSteps />
      <DashboardStats email={session.email} />
      <Tabs
        label={t('members.dashboardTabs')}
        tabs={tabs.map((id) => ({ id, label: t(dashboardTabLabels[id]) }))}
        selectedId={route.tab}
        activation="manual"
        onSelect={(id) => {
          navigate(localizePath(lang, `${paths.dashboard}/${id}`));
        }}
      >
        <TabContent tab={route.tab} session={session} />
      </Tabs>
    </Page>
  );
}

function TabContent({ tab, session }: { tab: DashboardTab; session: SignedInSession }) {
  switch (tab) {
    case 'programs':
      return (
        <ProgramsTab
          addProgramForm={(company, onSaved) => (
            <AddProgramForm groupUri={company.groupUri} session={session} onSaved={onSaved} />
          )}
          removeProgram={
            session.isAdmin ? (program) => removeProgram(program.groupUri, program.programUri) : undefined
          }
        />
      );
    case 'watchlist':
      return <Watchlist session={session} />;
    case 'portfolio':
      return <Portfolio session={session} />;
    case 'saved-blends':
      return <SavedBlends session={session} />;
    case 'saved-searches':
      return <SavedSearches session={session} />;
  }
}

/** The programs tab's add-program form: the company's add screen's form, staying on the tab. */
function AddProgramForm({ groupUri, session, onSaved }: { groupUri: string; session: SignedInSession; onSaved: () => void }) {
  const t = useT();
  return (
    <ProgramEditor
      initial={newProgramDraft(null)}
      initialPlatformIds={null}
      canChangeStatus={session.isAdmin}
      submitLabel={t('programForm.add')}
      onSave={async (body) => {
        await addProgram(groupUri, body);
        onSaved();
      }}
    />
  );
}

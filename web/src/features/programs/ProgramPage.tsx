import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@/lib/router/Router';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Badge } from '@/components/Badge/Badge';
import { buttonClassName } from '@/components/Button/button-class';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { PrintButton } from '@/components/PrintButton/PrintButton';
import { SignInBlocker } from '@/components/SignInBlocker/SignInBlocker';
import { Spinner } from '@/components/Spinner/Spinner';
import { Tabs } from '@/components/Tabs/Tabs';
import { groupPath, programPath } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { ApiError } from '@/lib/errors';
import type { ResearchRequestControl } from '@/lib/inquiries';
import type { AddToListControl } from '@/lib/member-lists';
import { isSignedIn, mayEditGroup, useSession } from '@/lib/session';
import { pageDescription } from '@/lib/use-document-meta';
import { BadgesTab } from '@/features/programs/components/BadgesTab';
import { ChartsTab } from '@/features/programs/components/ChartsTab';
import { PerformanceTablesTab } from '@/features/programs/components/PerformanceTablesTab';
import { programAwardsQuery } from '@/features/programs/api/awards';
import { programReport } from '@/features/programs/api/report';
import { membershipStatus, programQuery, programStatus, type ProgramDetail } from '@/features/programs/api/program';
import {
  awardsState,
  programTabFromParam,
  programTabPath,
  tabBar,
  tabsShown,
  type ProgramTab,
  type TabAccess,
} from '@/features/programs/model/program-tabs';
import { SnapshotTab } from '@/features/programs/components/SnapshotTab';
import { StatisticsTab } from '@/features/programs/components/StatisticsTab';
import { StrategyTab } from '@/features/programs/components/StrategyTab';
import { ViewLogTab } from '@/features/programs/components/ViewLogTab';
import './program.css';

const tabLabels: Readonly<Record<ProgramTab, MessageKey>> = {
  snapshot: 'program.tabSnapshot',
  strategy: 'program.tabStrategy',
  charts: 'program.tabCharts',
  'statistics-ratios': 'program.tabStatistics',
  'performance-tables': 'program.tabPerformanceTables',
  badges: 'program.tabBadges',
  users: 'program.tabLogs',
  all: 'program.tabAll',
};

/**
 * A program's page and its tabs: /groups/{groupUri}/programs/{programUri}[/{tab}]. The server
 * answers 404 for a program the reader may not see; anonymous visitors see the page behind the
 * sign-in blocker.
 */
export function ProgramPage({
  AddToList,
  ResearchRequest,
}: {
  AddToList: AddToListControl;
  ResearchRequest: ResearchRequestControl;
}) {
  const t = useT();
  const { groupUri = '', programUri = '', tab: tabParam } = useParams();
  const { data: program, error, isPending } = useQuery(programQuery(groupUri, programUri));
  // The awards decide whether the badges tab shows; the rest of the page does not wait for them.
  const { data: awards } = useQuery({ ...programAwardsQuery(program?.programId ?? 0), enabled: program !== undefined });
  const session = useSession();

  if (error instanceof ApiError && error.status === 404) return <LostPage />;
  if (error) {
    return (
      <Page title={t('errors.generic')}>
        <ErrorAlert error={error} />
      </Page>
    );
  }
  if (isPending) {
    return (
      <Page title={t('screens.program')}>
        <Spinner />
      </Page>
    );
  }
  const access: TabAccess = { canEdit: mayEditGroup(session, program.groupId), awards: awardsState(awards?.totalCount) };
  const tab = programTabFromParam(tabParam, access);
  if (!tab) return <LostPage />;
  return <ProgramView program={program} tab={tab} access={access} AddToList={AddToList} ResearchRequest={ResearchRequest} />;
}

interface ProgramViewProps {
  program: ProgramDetail;
  tab: ProgramTab;
  access: TabAccess;
  AddToList: AddToListControl;
  ResearchRequest: ResearchRequestControl;
}

function ProgramView({ program, tab, access, AddToList, ResearchRequest }: ProgramViewProps) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const session = useSession();
  const { canEdit } = access;
  const tabs = tabBar(access, tab);
  const base = programPath(program.groupUri, program.programUri);

  return (
    <Page
      title={program.programName}
      documentTitle={t('app.documentTitle', {
        title: t('meta.programTitle', { program: program.programName, company: program.groupName }),
      })}
      description={pageDescription(
        program.description,
        t('meta.programDescription', { program: program.programName, company: program.groupName }),
      )}
      subtitle={<LangLink to={groupPath(program.groupUri)}>{program.groupName}</LangLink>}
      actions={
        <>
          <AddToList programs={[{ programId: program.programId, programName: program.programName }]} />
          <ResearchRequest programId={program.programId} programName={program.programName} />
          {/* Spec: printing is a member tool; anonymous readers are offered sign-in instead. */}
          {isSignedIn(session) && (
            <PrintButton
              request={(signal) => programReport(program.groupUri, program.programUri, lang, signal)}
              fallbackName={`${program.programUri}.pdf`}
            />
          )}
          {canEdit && (
            <>
              <LangLink to={`${base}/edit`} className={buttonClassName('secondary', 'sm')}>
                {t('program.edit')}
              </LangLink>
              <LangLink to={`${base}/performance`} className={buttonClassName('secondary', 'sm')}>
                {t('screens.programPerformance')}
              </LangLink>
            </>
          )}
        </>
      }
    >
      <ProgramBadges program={program} />
      <Tabs
        label={t('program.tabs')}
        tabs={tabs.map((id) => ({ id, label: t(tabLabels[id]) }))}
        selectedId={tab}
        activation="manual"
        onSelect={(id) => {
          const next = tabs.find((candidate) => candidate === id);
          if (next) navigate(localizePath(lang, programTabPath(program.groupUri, program.programUri, next)));
        }}
      >
        <div className="program-tabs">
          {tabsShown(tab, access).map((shown) => (
            <TabContent key={shown} tab={shown} program={program} all={tab === 'all'} />
          ))}
        </div>
      </Tabs>
      {!isSignedIn(session) && <SignInBlocker />}
    </Page>
  );
}

/** Closed to new investments is news to anyone; Archived and Pending only to administrators. */
function ProgramBadges({ program }: { program: ProgramDetail }) {
  const t = useT();
  const session = useSession();
  const isAdmin = isSignedIn(session) && session.isAdmin;
  const closed = program.membershipStatusId === membershipStatus.closed;
  const archived = isAdmin && program.programStatusId === programStatus.archived;
  const pending = isAdmin && program.programStatusId === programStatus.pending;
  if (!closed && !archived && !pending) return null;
  return (
    <p className="program-badges">
      {closed && <Badge>{t('program.closed')}</Badge>}
      {archived && <Badge variant="warning">{t('program.archived')}</Badge>}
      {pending && <Badge variant="info">{t('program.pending')}</Badge>}
    </p>
  );
}

/** One tab's sections; `all` when every tab is shown at once, so the growth chart shows once. */
function TabContent({ tab, program, all }: { tab: ProgramTab; program: ProgramDetail; all: boolean }) {
  switch (tab) {
    case 'snapshot':
      return <SnapshotTab program={program} growthChart={!all} />;
    case 'strategy':
      return <StrategyTab program={program} />;
    case 'charts':
      return <ChartsTab program={program} />;
    case 'statistics-ratios':
      return <StatisticsTab program={program} />;
    case 'performance-tables':
      return <PerformanceTablesTab program={program} />;
    case 'badges':
      return <BadgesTab programId={program.programId} />;
    case 'users':
      return <ViewLogTab program={program} />;
    case 'all':
      return null;
  }
}

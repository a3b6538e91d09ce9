import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { buttonClassName } from '@/components/Button/button-class';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { Spinner } from '@/components/Spinner/Spinner';
import { Tabs } from '@/components/Tabs/Tabs';
import { indexRankingsPath, paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { ApiError } from '@/lib/errors';
import { useReferenceData } from '@/lib/reference-data';
import { Navigate, useNavigate, useParams } from '@/lib/router/Router';
import { indexQuery, type IndexDetail } from '@/features/indexes/api/indexes';
import { HistoricalDataTab } from '@/features/indexes/components/HistoricalDataTab';
import { MembersTab } from '@/features/indexes/components/MembersTab';
import { SnapshotTab } from '@/features/indexes/components/SnapshotTab';
import { indexName, indexRule } from '@/features/indexes/model/index-rule';
import { indexTabPath, visibleIndexTabs, type IndexTab } from '@/features/indexes/model/index-tabs';
import './indexes.css';

const tabLabels: Readonly<Record<IndexTab, MessageKey>> = {
  snapshot: 'indexes.tabSnapshot',
  'historical-data': 'indexes.tabHistoricalData',
  programs: 'indexes.tabPrograms',
};

/**
 * An index and its tabs: /indexes/{portfolioUri}[/{tab}]. A ranking has no page of its own: it
 * goes to its Monthly Rankings. A tab with nothing to show is not offered, and its path leads to
 * the index's page.
 */
export function IndexPage() {
  const t = useT();
  const lang = useLang();
  const { portfolioUri = '', tab: tabParam } = useParams();
  const { data: index, error, isPending } = useQuery(indexQuery(portfolioUri));

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
      <Page title={t('screens.index')}>
        <Spinner />
      </Page>
    );
  }
  if (index.kind === 'ranking') return <Navigate to={localizePath(lang, indexRankingsPath(index.portfolioUri))} />;
  // The S&P 500 is the benchmark the indexes are compared with, not one of them.
  if (index.kind === 'benchmark') return <LostPage />;
  const tabs = visibleIndexTabs(index);
  const tab = tabs.find((candidate) => candidate === tabParam);
  if (tabParam !== undefined && tab === undefined) return <Navigate to={localizePath(lang, indexTabPath(index.portfolioUri, 'snapshot'))} />;
  return <IndexView index={index} tabs={tabs} tab={tab ?? tabs[0]} />;
}

function IndexView({ index, tabs, tab }: { index: IndexDetail; tabs: IndexTab[]; tab: IndexTab | undefined }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { data: reference } = useReferenceData();
  const rule = indexRule(index, reference, lang);

  return (
    <Page
      title={indexName(index, lang)}
      subtitle={rule && t(rule.key, rule.params)}
      actions={
        <>
          {index.rankingMonths && (
            <LangLink to={indexRankingsPath(index.portfolioUri)} className={buttonClassName('primary', 'sm')}>
              {t('indexes.monthlyRankings')}
            </LangLink>
          )}
          <LangLink to={paths.indexMethodology} className={buttonClassName('secondary', 'sm')}>
            {t('indexes.methodologyLink')}
          </LangLink>
        </>
      }
    >
      {tab === undefined ? (
        <p>{t('indexes.noMonths')}</p>
      ) : (
        <Tabs
          label={t('indexes.tabs')}
          tabs={tabs.map((id) => ({ id, label: t(tabLabels[id]) }))}
          selectedId={tab}
          activation="manual"
          onSelect={(id) => {
            const next = tabs.find((candidate) => candidate === id);
            if (next) navigate(localizePath(lang, indexTabPath(index.portfolioUri, next)));
          }}
        >
          <div className="indexes__tabs">
            <TabContent index={index} tab={tab} />
          </div>
        </Tabs>
      )}
    </Page>
  );
}

function TabContent({ index, tab }: { index: IndexDetail; tab: IndexTab }) {
  const statistics = index.statistics ?? undefined;
  switch (tab) {
    case 'snapshot':
      return statistics ? <SnapshotTab index={index} statistics={statistics} /> : null;
    case 'historical-data':
      return statistics ? <HistoricalDataTab index={index} statistics={statistics} /> : null;
    case 'programs':
      return index.rankingMonths ? <MembersTab index={index} span={index.rankingMonths} /> : null;
  }
}

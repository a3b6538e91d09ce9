import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { memo, useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from '@/lib/router/Router';
import { useToast } from '@/components/Toast/toast-context';
import { Page } from '@/components/Layout/Page';
import { PerformanceTable } from '@/components/PerformanceTable/PerformanceTable';
import { ProgramSearch } from '@/components/ProgramSearch/ProgramSearch';
import { searchPrograms } from '@/lib/program-search-api';
import { Tabs } from '@/components/Tabs/Tabs';
import { Section } from '@/components/Section/Section';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { ApiError } from '@/lib/errors';
import type { Engine } from '@/lib/engine';
import type { SignedInSession } from '@/lib/session';
import { AllocationsTab } from './AllocationsTab';
import { addOrders, putBaseCurrency, putNormalization, putOrders, type Blend, type OrderInput } from '@/features/blends/api/blends';
import type { SyncJob } from '@/features/blends/model/worksheet-sync';
import { BlenderActions } from './BlenderActions';
import type { BlendResult } from '@/features/blends/model/blend-computer';
import { refusedCurrencies } from '@/features/blends/model/base-currency';
import { BlenderModel } from '@/features/blends/model/blender-model';
import { blenderTabPath, blenderTabsOf, blenderTabsShown, type BlenderTab } from '@/features/blends/model/blender-tabs';
import { BlendChart } from './BlendChart';
import { BlendStatisticsTab } from './BlendStatisticsTab';
import { BlendSummaryCard } from './BlendSummaryCard';
import { CorrelationTab } from './CorrelationTab';
import { OptimizePanel } from './OptimizePanel';
import { useComparisons, type Comparisons } from '@/features/blends/hooks/use-comparisons';
import { useSectionTiming } from '@/features/blends/hooks/use-section-timing';

/**
 * The monthly table. Like every section it renders in the edit's own commit: a deferred render
 * would wait for the browser to paint that commit first, a frame later. Memoised: a colour or
 * chart toggle leaves it alone.
 */
const BlendPerformanceTable = memo(function BlendPerformanceTable({ result }: { result: BlendResult }) {
  const t = useT();
  useSectionTiming('performance-table', result);
  if (result.status !== 'ok') return null;
  return (
    <Section className="blender-section" title={t('blender.performanceTable')}>
      <PerformanceTable table={result.statistics.statistics.performanceTable} caption={t('blender.performanceTable')} />
    </Section>
  );
});

const tabLabels: Readonly<Record<BlenderTab, MessageKey>> = {
  allocations: 'blender.tabAllocations',
  correlation: 'blender.tabCorrelation',
  'statistics-ratios': 'blender.tabStatistics',
  optimize: 'blender.tabOptimize',
  all: 'blender.tabAll',
};

/** One background write of the worksheet, by the kind of change. */
function sendJob(job: SyncJob<OrderInput[]>): Promise<Blend> {
  switch (job.kind) {
    case 'orders':
      return putOrders(job.blendId, job.orders);
    case 'normalization':
      return putNormalization(job.blendId, job.isNormalized);
    case 'baseCurrency':
      return putBaseCurrency(job.blendId, job.baseCurrency);
  }
}

interface BlenderWorkspaceProps {
  blend: Blend;
  engine: Engine;
  session: SignedInSession;
  readOnly: boolean;
  tab: BlenderTab;
  /** Where the page's blend is cached: a new blend (created, saved as) replaces it there. */
  queryKey: QueryKey;
}

/**
 * One blend in the blender: the summary, the chart, the monthly table and the tabs. The compared
 * series are kept here, above the part an edit renders again, so their queries are not looked up
 * on every edit.
 */
export function BlenderWorkspace(props: BlenderWorkspaceProps) {
  const comparisons = useComparisons(props.engine);
  return <BlendEditor {...props} comparisons={comparisons} />;
}

function BlendEditor({
  blend,
  engine,
  session,
  readOnly,
  tab,
  queryKey,
  comparisons,
}: BlenderWorkspaceProps & { comparisons: Comparisons }) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [model] = useState(
    () =>
      new BlenderModel(engine, blend, {
        send: readOnly ? undefined : sendJob,
        onSyncError: (error, current) => {
          const currencies =
            error instanceof ApiError ? refusedCurrencies(error.fields, current.orders, current.baseCurrency) : [];
          toast.show(
            currencies.length > 0
              ? t('blender.noRate', { currencies: currencies.join(t('blender.programSeparator')) })
              : t(errorMessageKey(error)),
            { variant: 'danger' },
          );
        },
      }),
  );
  useEffect(() => () => {
    model.dispose();
  }, [model]);
  // A reload or a closed tab within the sync delay still writes the last edits (keepalive
  // requests outlive the page).
  useEffect(() => {
    const flush = () => {
      void model.flush();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
    };
  }, [model]);
  const snapshot = useSyncExternalStore(model.subscribe, model.getSnapshot);
  const { worksheet, result, modified, beforeApply } = snapshot;
  const tabs = blenderTabsOf(readOnly);
  const [adding, setAdding] = useState(false);

  const replaceBlend = (next: Blend) => {
    queryClient.setQueryData(queryKey, next);
  };

  const addProgram = async (programId: number) => {
    setAdding(true);
    try {
      // The server must hold the latest amounts before it answers with the whole blend.
      await model.flush();
      model.addedOnServer(await addOrders(worksheet.blendId, [programId]));
      toast.show(t('toast.addedToBlender'), { variant: 'success' });
    } catch (error) {
      const tooMany = error instanceof ApiError && error.fields.orders === 'tooMany';
      toast.show(t(tooMany ? 'members.blendTooMany' : errorMessageKey(error)), { variant: 'danger' });
    } finally {
      setAdding(false);
    }
  };

  const title = modified && !readOnly ? t('blender.unsavedName', { name: worksheet.blendName }) : worksheet.blendName;
  const programSearch = !readOnly && (
    <ProgramSearch
      search={searchPrograms}
      label={t(worksheet.orders.length === 0 ? 'blender.addFirstProgram' : 'blender.addProgram')}
      exclude={worksheet.orders.map((order) => order.programId)}
      onSelect={(match) => {
        if (!adding) void addProgram(match.programId);
      }}
    />
  );

  return (
    <Page
      title={title}
      subtitle={readOnly ? t('blender.readOnly') : undefined}
      actions={
        readOnly ? undefined : (
          <BlenderActions
            model={model}
            worksheet={worksheet}
            session={session}
            onReplace={replaceBlend}
            queryKey={queryKey}
            comparisons={comparisons.picks}
          />
        )
      }
    >
      {worksheet.orders.length === 0 ? (
        <Section className="blender-section" title={t('blender.emptyTitle')}>
          <p>{t('blender.emptyIntro')}</p>
          {programSearch}
        </Section>
      ) : (
        <>
          <div className="blender-top">
            <BlendSummaryCard model={model} result={result} worksheet={worksheet} readOnly={readOnly} />
            <BlendChart worksheet={worksheet} result={result} comparisons={comparisons} />
          </div>
          <BlendPerformanceTable result={result} />
          <Tabs
            label={t('blender.tabs')}
            className="blender-tabs"
            tabs={tabs.map((id) => ({ id, label: t(tabLabels[id]) }))}
            selectedId={tab}
            onSelect={(id) => {
              const next = tabs.find((candidate) => candidate === id);
              if (next) navigate(localizePath(lang, blenderTabPath(next, readOnly ? worksheet.blendId : undefined)));
            }}
          >
            <div className="blender-panels">
              {blenderTabsShown(tab, readOnly).map((shown) => {
                switch (shown) {
                  case 'allocations':
                    return (
                      <AllocationsTab
                        key={shown}
                        model={model}
                        worksheet={worksheet}
                        session={session}
                        readOnly={readOnly}
                        search={programSearch}
                      />
                    );
                  case 'correlation':
                    return <CorrelationTab key={shown} worksheet={worksheet} result={result} />;
                  case 'optimize':
                    return (
                      <OptimizePanel
                        key={shown}
                        worksheet={worksheet}
                        result={result}
                        optimize={model.optimize}
                        apply={(amounts) => {
                          model.applyAmounts(amounts);
                        }}
                        undo={
                          beforeApply
                            ? () => {
                                model.undoApply();
                              }
                            : undefined
                        }
                      />
                    );
                  default:
                    return (
                      <BlendStatisticsTab
                        key={shown}
                        result={result}
                        comparisons={comparisons}
                        orders={worksheet.orders}
                        benchmark={blend.benchmark}
                      />
                    );
                }
              })}
            </div>
          </Tabs>
        </>
      )}
      <p className="blender-note">{t('members.blenderDisclaimer')}</p>
      <p className="blender-note">{t('members.annualizedDisclaimer')}</p>
    </Page>
  );
}

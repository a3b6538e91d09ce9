import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useParams } from '@/lib/router/Router';
import { Alert } from '@/components/Alert/Alert';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { PerformanceTable } from '@/components/PerformanceTable/PerformanceTable';
import { Section } from '@/components/Section/Section';
import { Spinner } from '@/components/Spinner/Spinner';
import { paths, programPath } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import { useEngine, type Engine } from '@/lib/engine';
import { currencySymbol, formatDecimal, formatExactAmount, formatMonth, formatPercent, missingValue } from '@/lib/format';
import type { BlendOrder } from '@/features/blends/api/blends';
import { sharedBlendQuery, type SharedBlend } from '@/features/blends/api/blend-shares';
import { BaseAmount } from '@/features/blends/components/BaseCurrency';
import { BlendChart } from '@/features/blends/components/BlendChart';
import { BlendStatisticsTab } from '@/features/blends/components/BlendStatisticsTab';
import { BlendSummaryCard } from '@/features/blends/components/BlendSummaryCard';
import { CorrelationTab } from '@/features/blends/components/CorrelationTab';
import { useComparisons } from '@/features/blends/hooks/use-comparisons';
import { BlenderModel } from '@/features/blends/model/blender-model';
import { ratesOf, type BlendBase } from '@/features/blends/model/base-currency';
import { sharedBlendAsBlend } from '@/features/blends/model/shared-blend';
import { allocationFigures } from '@/features/blends/model/view-model';
import './blender.css';

/**
 * A shared blend, /shared-blends/{token}: anyone holding the link sees it without signing in,
 * computed in the browser by the WebAssembly engine from the programs' returns up to the month it
 * was shared, read-only. A revoked or unknown link says so.
 */
export function SharedBlendPage() {
  const t = useT();
  const { token = '' } = useParams();
  const { data: shared, error } = useQuery(sharedBlendQuery(token));
  const engine = useEngine();

  if (error instanceof ApiError && error.status === 404) {
    return (
      <Page title={t('sharedBlend.goneTitle')}>
        <p>{t('sharedBlend.gone')}</p>
        <p>
          <LangLink to={paths.performance}>{t('sharedBlend.browsePrograms')}</LangLink>
        </p>
      </Page>
    );
  }
  const failure = error ?? (engine.status === 'error' ? engine.error : null);
  if (failure) {
    return (
      <Page title={t('sharedBlend.title')}>
        <ErrorAlert error={failure} />
      </Page>
    );
  }
  if (!shared || engine.status !== 'ready') {
    return (
      <Page title={t('sharedBlend.title')}>
        <Spinner label={t('common.loading')} />
      </Page>
    );
  }
  return <SharedBlendView key={token} shared={shared} engine={engine.engine} />;
}

function SharedBlendView({ shared, engine }: { shared: SharedBlend; engine: Engine }) {
  const t = useT();
  const lang = useLang();
  // No `send`: the model computes and never writes.
  const [model] = useState(() => new BlenderModel(engine, sharedBlendAsBlend(shared)));
  useEffect(() => () => {
    model.dispose();
  }, [model]);
  const { worksheet, result } = useSyncExternalStore(model.subscribe, model.getSnapshot);
  const comparisons = useComparisons(engine, false);
  const total = shared.orders.length + shared.hiddenPrograms;

  return (
    <Page
      title={shared.blendName}
      subtitle={t('sharedBlend.subtitle', { month: formatMonth(shared.dataMonth, lang) })}
    >
      {shared.hiddenPrograms > 0 && (
        <Alert>{t('sharedBlend.hiddenPrograms', { count: shared.hiddenPrograms, total })}</Alert>
      )}
      {worksheet.orders.length === 0 ? (
        <p>{t('sharedBlend.nothingShown')}</p>
      ) : (
        <>
          <div className="blender-top">
            <BlendSummaryCard model={model} result={result} worksheet={worksheet} readOnly />
            <BlendChart worksheet={worksheet} result={result} comparisons={comparisons} comparable={false} />
          </div>
          <SharedPrograms orders={worksheet.orders} base={worksheet} />
          {result.status === 'ok' && (
            <Section className="blender-section" title={t('blender.performanceTable')}>
              <PerformanceTable
                table={result.statistics.statistics.performanceTable}
                caption={t('blender.performanceTable')}
              />
            </Section>
          )}
          <div className="blender-panels">
            <CorrelationTab worksheet={worksheet} result={result} />
            <BlendStatisticsTab
              result={result}
              comparisons={comparisons}
              orders={worksheet.orders}
              benchmark={shared.benchmark ?? null}
            />
          </div>
        </>
      )}
      <p className="blender-note">{t('members.blenderDisclaimer')}</p>
      <p className="blender-note">{t('members.annualizedDisclaimer')}</p>
    </Page>
  );
}

interface ProgramRow {
  order: BlendOrder;
  /** Of the base values; none without a rate. */
  share: number | undefined;
}

/**
 * The blend's programs with their amounts (each in its program's currency, with its value in the
 * link's base) and leverage, as the member saved them.
 */
function SharedPrograms({ orders, base }: { orders: readonly BlendOrder[]; base: BlendBase }) {
  const t = useT();
  const lang = useLang();
  const figures = allocationFigures(orders, base);
  const total = figures?.reduce((sum, figure) => sum + figure.value, 0);
  const rows = orders.map((order, index): ProgramRow => ({ order, share: figures?.[index]?.pctAllocated }));
  const columns: Column<ProgramRow>[] = [
    {
      id: 'program',
      header: t('blender.programColumn'),
      rowHeader: true,
      cell: ({ order }) => (
        <>
          <LangLink to={programPath(order.groupUri, order.programUri)}>{order.programName}</LangLink>
          <br />
          {order.groupName}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('blender.allocatedIn', { currency: currencySymbol(base.baseCurrency, lang) }),
      align: 'end',
      cell: ({ order }) => (
        <BaseAmount amount={order.quantity} currency={order.currency} rates={ratesOf(order, base)} base={base.baseCurrency} />
      ),
    },
    { id: 'leverage', header: t('sharedBlend.leverage'), align: 'end', cell: ({ order }) => formatDecimal(order.leverage) },
    { id: 'share', header: t('sharedBlend.share'), align: 'end', cell: ({ share }) => (share === undefined ? missingValue : formatPercent(share)) },
  ];
  const title = t('blender.allocations');
  return (
    <Section className="blender-section" title={title}>
      <DataTable caption={title} columns={columns} rows={rows} rowKey={({ order }) => order.programId} maxHeight="none" />
      {total !== undefined && (
        <p className="blender-total">{t('blender.totalIn', { amount: formatExactAmount(total, base.baseCurrency, lang) })}</p>
      )}
    </Section>
  );
}

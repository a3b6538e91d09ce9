import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { Pager } from '@/components/Pager/Pager';
import type { Lang } from '@/config/languages';
import { indexPath, paths } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import type { Translate } from '@/i18n/translate';
import { formatDecimal, formatPercent } from '@/lib/format';
import { withPage, withSort } from '@/lib/list-params';
import { useSearchParams } from '@/lib/router/Router';
import { formatYearMonth } from '@/lib/year-month';
import { indexListQuery, type IndexSummary } from '@/features/indexes/api/indexes';
import { SignedFigure } from '@/features/indexes/components/SignedFigure';
import { indexName } from '@/features/indexes/model/index-rule';
import {
  indexListApiQuery,
  indexPageSizes,
  indexSortFirstOrder,
  latestIndexMonth,
  readIndexListState,
  withIndexPageSize,
} from '@/features/indexes/model/index-list-state';
import './indexes.css';

/** The YTD column's head: 'YTD', or the year when the latest month is December (its YTD is the year). */
function ytdHeader(month: string | undefined, t: Translate): string {
  return month?.slice(5, 7) === '12' ? month.slice(0, 4) : t('indexes.columnYtd');
}

function indexColumns(t: Translate, lang: Lang, month: string | undefined): Column<IndexSummary>[] {
  const figure = (
    id: keyof typeof indexSortFirstOrder,
    header: string,
    cell: (row: IndexSummary) => ReactNode,
  ): Column<IndexSummary> => ({ id, header, sortKey: id, firstOrder: indexSortFirstOrder[id], align: 'end', cell });
  return [
    {
      id: 'portfolioName',
      header: t('indexes.columnIndex'),
      sortKey: 'portfolioName',
      firstOrder: indexSortFirstOrder.portfolioName,
      rowHeader: true,
      cell: (row) => <LangLink to={indexPath(row.portfolioUri)}>{indexName(row, lang)}</LangLink>,
    },
    figure('monthReturn', month === undefined ? t('indexes.measureMonthReturn') : formatYearMonth(month, lang), (row) => (
      <>
        <SignedFigure value={row.monthReturn} />
        {month !== undefined && row.dateEnd !== month && (
          <span className="indexes__as-of"> {t('indexes.asOfMonth', { month: formatYearMonth(row.dateEnd, lang) })}</span>
        )}
      </>
    )),
    figure('ytdReturn', ytdHeader(month, t), (row) => <SignedFigure value={row.ytdReturn} />),
    figure('compoundedAnnualROR', t('indexes.columnCaror'), (row) => <SignedFigure value={row.compoundedAnnualROR} />),
    figure('maxDrawDown', t('indexes.columnMaxDrawdown'), (row) => <SignedFigure value={row.maxDrawDown} />),
    figure('sharpe', t('indexes.columnSharpe'), (row) => formatDecimal(row.sharpe)),
    figure('standardDeviation', t('indexes.columnStdDev'), (row) => formatPercent(row.standardDeviation)),
    figure('correlationsp500', t('indexes.columnCorrelation'), (row) => formatDecimal(row.correlationsp500)),
    figure('memberCount', t('indexes.columnMembers'), (row) => String(row.memberCount)),
    {
      ...figure('dateStart', t('indexes.columnStart'), (row) => formatYearMonth(row.dateStart, lang)),
      align: 'start',
      className: 'indexes__nowrap',
    },
  ];
}

/**
 * The CTA Indexes list: /indexes. Every index's latest figures, sortable (the month's return, best
 * first, by default) and paged 50 to a page; sort and page live in the URL.
 */
export function IndexesPage() {
  const t = useT();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const state = readIndexListState(params);
  const { data, error, isFetching } = useQuery(indexListQuery(indexListApiQuery(state)));
  const month = data ? latestIndexMonth(data.items) : undefined;
  const columns = useMemo(() => indexColumns(t, lang, month), [t, lang, month]);
  const title = t('screens.indexes');

  return (
    <Page title={title}>
      <p className="indexes__intro">
        {t('indexes.intro')} <LangLink to={paths.indexMethodology}>{t('indexes.methodologyLink')}</LangLink>
      </p>
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <>
          <DataTable
            columns={columns}
            rows={data?.items ?? []}
            rowKey={(row) => row.portfolioId}
            caption={title}
            sort={state.sort}
            onSortChange={(sort) => {
              setParams(withSort(params, sort));
            }}
            emptyText={data ? t('indexes.noIndexes') : undefined}
            loading={isFetching}
            maxHeight="none"
          />
          <Pager
            pageNumber={state.pageNumber}
            pageSize={state.pageSize}
            totalCount={data?.totalCount ?? 0}
            pageSizeOptions={indexPageSizes}
            onPageChange={(pageNumber) => {
              setParams(withPage(params, pageNumber));
            }}
            onPageSizeChange={(pageSize) => {
              setParams(withIndexPageSize(params, pageSize));
            }}
          />
        </>
      )}
    </Page>
  );
}

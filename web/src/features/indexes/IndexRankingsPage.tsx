import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { buttonClassName } from '@/components/Button/button-class';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { Money } from '@/components/Money/Money';
import { Pager } from '@/components/Pager/Pager';
import { Spinner } from '@/components/Spinner/Spinner';
import type { Lang } from '@/config/languages';
import { indexPath, paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import { useLang, useT } from '@/i18n/i18n-context';
import type { Translate } from '@/i18n/translate';
import { ApiError } from '@/lib/errors';
import { withPage, withSort } from '@/lib/list-params';
import { useReferenceData } from '@/lib/reference-data';
import { useParams, useSearchParams } from '@/lib/router/Router';
import { addMonths, formatYearMonth, yearMonthOf } from '@/lib/year-month';
import { awardsQuery, type AwardList, type RankedProgram, type RankingMeasure } from '@/features/indexes/api/indexes';
import { MonthSection } from '@/features/indexes/components/MonthSection';
import { HiddenNote, RankedProgramCell } from '@/features/indexes/components/RankedProgramCell';
import { indexName, indexRule } from '@/features/indexes/model/index-rule';
import { formatMeasure, measureLabels } from '@/features/indexes/model/ranking-measure';
import {
  awardsApiQuery,
  defaultRankingMonth,
  rankingsPageSize,
  rankingsSortFirstOrder,
  readRankingsState,
  withRankingMonth,
} from '@/features/indexes/model/rankings-state';
import './indexes.css';

const awardNames: Readonly<Record<number, MessageKey>> = {
  1: 'indexes.award1',
  2: 'indexes.award2',
  3: 'indexes.award3',
};

function rankingColumns(t: Translate, lang: Lang, measure: RankingMeasure): Column<RankedProgram>[] {
  return [
    {
      id: 'rank',
      header: t('indexes.columnRank'),
      sortKey: 'rank',
      firstOrder: rankingsSortFirstOrder.rank,
      align: 'end',
      cell: (row) => {
        const award = awardNames[row.rank];
        return (
          <span className="indexes__rank">
            {award && <span className={`indexes__award indexes__award--${String(row.rank)}`}>{t(award)}</span>}
            {row.rank}
          </span>
        );
      },
    },
    {
      id: 'program',
      header: t('indexes.columnProgram'),
      sortKey: 'programName',
      firstOrder: rankingsSortFirstOrder.programName,
      rowHeader: true,
      cell: (row) => <RankedProgramCell program={row} />,
    },
    {
      id: 'performance',
      header: t(measureLabels[measure]),
      sortKey: 'performance',
      firstOrder: rankingsSortFirstOrder.performance,
      align: 'end',
      cell: (row) => (
        <span className={row.performance < 0 ? 'indexes__negative' : undefined}>{formatMeasure(measure, row.performance)}</span>
      ),
    },
    {
      id: 'investmentMin',
      header: t('indexes.columnMinInvestment'),
      sortKey: 'investmentMin',
      firstOrder: rankingsSortFirstOrder.investmentMin,
      align: 'end',
      className: 'indexes__nowrap',
      cell: (row) => <Money amount={row.investmentMin} currency={row.currency} usd={row.investmentMinUsd} />,
    },
    {
      id: 'dateInception',
      header: t('indexes.columnInception'),
      sortKey: 'dateInception',
      firstOrder: rankingsSortFirstOrder.dateInception,
      className: 'indexes__nowrap',
      cell: (row) => formatYearMonth(row.dateInception, lang),
    },
  ];
}

/**
 * Monthly Rankings of an index: /indexes/{portfolioUri}/rankings. Month (`filterByDateEnd`) and
 * sort live in the URL; without a month, the one 3 months before the current month, kept within
 * the months the index has rankings for.
 */
export function IndexRankingsPage() {
  const t = useT();
  const { portfolioUri = '' } = useParams();
  const [params] = useSearchParams();
  const state = readRankingsState(params);
  const today = useMemo(() => new Date(), []);
  // The spec's default month, before the index's span is known; its answer says the span.
  const asked = state.month ?? addMonths(yearMonthOf(today), -3);
  const first = useQuery(awardsQuery(awardsApiQuery(portfolioUri, asked, state)));
  const month = state.month ?? defaultRankingMonth(today, first.data?.rankingMonths);
  const clamped = useQuery({ ...awardsQuery(awardsApiQuery(portfolioUri, month, state)), enabled: month !== asked });
  const { data, error, isFetching } = month === asked ? first : clamped;

  if (first.error instanceof ApiError && first.error.status === 404) return <LostPage />;
  if (error) {
    return (
      <Page title={t('screens.indexRankings')}>
        <ErrorAlert error={error} />
      </Page>
    );
  }
  if (!data) {
    return (
      <Page title={t('screens.indexRankings')}>
        <Spinner />
      </Page>
    );
  }
  // The S&P 500 is the benchmark the indexes are compared with: it has no rankings page.
  if (data.index.kind === 'benchmark') return <LostPage />;
  return <RankingsView ranking={data} month={month} loading={isFetching} />;
}

function RankingsView({ ranking, month, loading }: { ranking: AwardList; month: string; loading: boolean }) {
  const t = useT();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const state = readRankingsState(params);
  const { data: reference } = useReferenceData();
  const index = ranking.index;
  const measure = index.rankingMeasure;
  const columns = useMemo(() => rankingColumns(t, lang, measure), [t, lang, measure]);
  const rule = indexRule(index, reference, lang);
  const span = ranking.rankingMonths;
  const monthText = formatYearMonth(month, lang);
  const caption = t('indexes.rankingOf', { month: monthText });
  const inSpan = span !== null && span !== undefined && month >= span.first && month <= span.last;
  // A ranking has no page of its own.
  const hasIndexPage = index.kind !== 'ranking';

  return (
    <Page
      title={t('indexes.rankingsTitle', { name: indexName(index, lang) })}
      subtitle={rule && t(rule.key, rule.params)}
      actions={
        <>
          {hasIndexPage && (
            <LangLink to={indexPath(index.portfolioUri)} className={buttonClassName('primary', 'sm')}>
              {t('indexes.viewIndex')}
            </LangLink>
          )}
          <LangLink to={paths.indexMethodology} className={buttonClassName('secondary', 'sm')}>
            {t('indexes.methodologyLink')}
          </LangLink>
        </>
      }
    >
      {span ? (
        <MonthSection
          title={caption}
          month={month}
          span={span}
          onMonthChange={(next) => {
            setParams(withRankingMonth(params, next));
          }}
        >
          {inSpan ? (
            <>
              <div className="section__toolbar">
                <div>
                  <p className="indexes__counts">{t('indexes.rankedCount', { count: ranking.totalCount })}</p>
                  <HiddenNote count={ranking.hiddenCount} kind="ranking" />
                </div>
              </div>
              <DataTable
                columns={columns}
                rows={ranking.items}
                rowKey={(row) => row.programId}
                caption={caption}
                sort={state.sort}
                onSortChange={(sort) => {
                  setParams(withSort(params, sort));
                }}
                loading={loading}
                maxHeight="none"
              />
              {ranking.totalCount > rankingsPageSize && (
                <Pager
                  pageNumber={state.pageNumber}
                  pageSize={rankingsPageSize}
                  totalCount={ranking.totalCount}
                  onPageChange={(pageNumber) => {
                    setParams(withPage(params, pageNumber));
                  }}
                />
              )}
            </>
          ) : (
            <Alert variant="info">
              {t('indexes.noRanking', {
                month: monthText,
                first: formatYearMonth(span.first, lang),
                last: formatYearMonth(span.last, lang),
              })}
            </Alert>
          )}
        </MonthSection>
      ) : (
        <p>{t('indexes.noRankings')}</p>
      )}
    </Page>
  );
}

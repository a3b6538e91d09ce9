import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Chart, type ChartLayout, type ChartTrace } from '@/components/Chart/Chart';
import { chartColor } from '@/components/Chart/chart-colors';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import { indexRankingsPath } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { cx } from '@/lib/class-names';
import { formatDecimal, formatPercent } from '@/lib/format';
import {
  returnStatisticsQuery,
  type HistogramBucket,
  type IndexIdentity,
  type ReturnStatistics,
} from '@/features/dashboard/api/return-statistics';
import { distributionBars, formatLongMonth, shareOf } from '@/features/dashboard/model/dashboard-stats';
import './DashboardStats.css';

/** A count as the site writes whole numbers: 1234 → "1,234". */
function formatCount(count: number): string {
  return formatDecimal(count, 0);
}

/**
 * The dashboard's Top Rankings and Database Stats, and for administrators (the server sends
 * them to them only) the Blender Stats and Misc Stats. While the figures load each block says
 * so; a failure shows in the blocks.
 */
export function DashboardStats({ email }: { email: string }) {
  const t = useT();
  const { data, error, isPending } = useQuery(returnStatisticsQuery(email));
  const state = (content: (stats: ReturnStatistics) => ReactNode) => {
    if (error) return <ErrorAlert error={error} />;
    if (isPending) return <p className="dashboard-stats__loading">{t('common.loading')}</p>;
    return content(data);
  };

  return (
    <div className="dashboard-stats">
      <StatsBlock title={t('dashboardStats.topRankings')} className="dashboard-stats__rankings">
        {state((stats) => (
          <TopRankings indexes={stats.topRankings} />
        ))}
      </StatsBlock>
      <StatsBlock title={t('dashboardStats.databaseStats')} className="dashboard-stats__database">
        {state((stats) => (
          <DatabaseStats stats={stats} />
        ))}
      </StatsBlock>
      {(data?.portfolioStatistics ?? data?.miscStatistics) && (
        <div className="dashboard-stats__admin">
          {data.portfolioStatistics && (
            <StatsBlock title={t('dashboardStats.blenderStats')}>
              <Figures
                rows={[
                  [t('dashboardStats.blendsTotal'), formatCount(data.portfolioStatistics.blendsTotal)],
                  [t('dashboardStats.portfoliosTotal'), formatCount(data.portfolioStatistics.portfoliosTotal)],
                  [t('dashboardStats.watchListsTotal'), formatCount(data.portfolioStatistics.watchListsTotal)],
                ]}
              />
            </StatsBlock>
          )}
          {data.miscStatistics && (
            <StatsBlock title={t('dashboardStats.miscStats')}>
              <Figures
                rows={[
                  [t('dashboardStats.newProgramAlertsTotal'), formatCount(data.miscStatistics.newProgramAlertsTotal)],
                  [t('dashboardStats.savedSearchesTotal'), formatCount(data.miscStatistics.savedSearchesTotal)],
                ]}
              />
            </StatsBlock>
          )}
        </div>
      )}
    </div>
  );
}

function StatsBlock({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx('dashboard-stats__block', className)}>
      <h2 id={titleId} className="dashboard-stats__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and figure pairs, one a line. */
function Figures({ rows, label }: { rows: readonly (readonly [string, string])[]; label?: string }) {
  return (
    <dl className="dashboard-figures" aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name} className="dashboard-figures__item">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TopRankings({ indexes }: { indexes: readonly IndexIdentity[] }) {
  const t = useT();
  const lang = useLang();
  const columns: Column<IndexIdentity>[] = [
    {
      id: 'index',
      header: t('dashboardStats.ranking'),
      rowHeader: true,
      cell: (index) => (
        <LangLink to={indexRankingsPath(index.portfolioUri)}>
          {lang === 'zh-hans' && index.portfolioNameZh !== '' ? index.portfolioNameZh : index.portfolioName}
        </LangLink>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('dashboardStats.topRankings')}
      columns={columns}
      rows={indexes}
      rowKey={(index) => index.portfolioUri}
      maxHeight="none"
      className="dashboard-rankings"
    />
  );
}

function DatabaseStats({ stats }: { stats: ReturnStatistics }) {
  const t = useT();
  const lang = useLang();
  const month = formatLongMonth(stats.month, lang);
  const total = stats.activeProgramsTotal;
  const withShare = (count: number) =>
    t('dashboardStats.countShare', { count: formatCount(count), share: formatPercent(shareOf(count, total)) });
  const programsTitle = t('dashboardStats.activePrograms');
  const returnsTitle = t('dashboardStats.lastMonthReturns', { month });
  return (
    <div className="dashboard-database">
      <div className="dashboard-database__figures">
        <h3 className="dashboard-stats__subtitle">{programsTitle}</h3>
        <Figures
          label={programsTitle}
          rows={[
            [t('dashboardStats.activeTotal'), formatCount(total)],
            [t('dashboardStats.returnCountLastMonth', { month }), withShare(stats.returnCountLastMonth)],
            [t('dashboardStats.returnCountTwoMonth', { month }), withShare(stats.returnCountTwoMonth)],
          ]}
        />
      </div>
      <div className="dashboard-database__figures">
        <h3 className="dashboard-stats__subtitle">{returnsTitle}</h3>
        <Figures
          label={returnsTitle}
          rows={[
            [t('dashboardStats.managersPositive'), formatCount(stats.positiveData.returnCount)],
            [t('dashboardStats.managersNegative'), formatCount(stats.negativeData.returnCount)],
            [t('dashboardStats.averagePositive'), formatPercent(stats.positiveData.returnAverage)],
            [t('dashboardStats.averageNegative'), formatPercent(stats.negativeData.returnAverage)],
            [t('dashboardStats.highest'), formatPercent(stats.activeData.returnMax)],
            [t('dashboardStats.average'), formatPercent(stats.activeData.returnAverage)],
            [t('dashboardStats.lowest'), formatPercent(stats.activeData.returnMin)],
          ]}
        />
      </div>
      <div className="dashboard-database__chart">
        <h3 className="dashboard-stats__subtitle">{t('dashboardStats.distribution', { month })}</h3>
        <DistributionChart buckets={stats.distribution} label={t('dashboardStats.distribution', { month })} />
      </div>
    </div>
  );
}

/** The last month's returns of the active programs as columns of 1 % from -20 % to 20 %. */
function DistributionChart({ buckets, label }: { buckets: readonly HistogramBucket[]; label: string }) {
  const t = useT();
  const traces = useMemo<ChartTrace[]>(() => {
    const bars = distributionBars(buckets, t);
    return [
      {
        type: 'bar',
        x: bars.map((bar) => bar.x),
        y: bars.map((bar) => bar.count),
        width: bars.map((bar) => bar.width),
        hovertext: bars.map((bar) => bar.label),
        marker: { color: chartColor(0), line: { color: '#ffffff', width: 0.5 } },
        hovertemplate: '%{hovertext}: %{y}<extra></extra>',
      },
    ];
  }, [buckets, t]);
  const layout = useMemo<ChartLayout>(
    () => ({
      showlegend: false,
      margin: { l: 50, r: 10, t: 10, b: 50 },
      xaxis: { tickformat: '.0%', dtick: 0.05, zeroline: false, title: { text: t('dashboardStats.monthReturn') } },
      yaxis: { title: { text: t('dashboardStats.programCount') }, rangemode: 'tozero' },
    }),
    [t],
  );
  return <Chart traces={traces} layout={layout} label={label} height={300} />;
}

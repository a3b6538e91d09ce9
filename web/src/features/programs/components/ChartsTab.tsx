import { useMemo } from 'react';
import { Chart, type ChartLayout, type ChartTrace } from '@/components/Chart/Chart';
import { chartColor } from '@/components/Chart/chart-colors';
import { Section } from '@/components/Section/Section';
import { useT } from '@/i18n/i18n-context';
import type { ProgramStatistics } from '@/lib/engine';
import { bucketLabel } from '@/lib/return-distribution';
import type { ProgramDetail } from '@/features/programs/api/program';
import { ProgramGrowth } from '@/features/programs/components/ProgramGrowth';

/** The growth of 1,000 with comparisons, the drawdowns and the distribution of monthly returns. */
export function ChartsTab({ program }: { program: ProgramDetail }) {
  const t = useT();
  if (!program.statistics) return <p>{t('program.noReturns')}</p>;
  return (
    <>
      <ProgramGrowth program={program} statistics={program.statistics} />
      <UnderwaterChart statistics={program.statistics} />
      <DistributionChart statistics={program.statistics} />
    </>
  );
}

function UnderwaterChart({ statistics }: { statistics: ProgramStatistics }) {
  const t = useT();
  const traces = useMemo<ChartTrace[]>(
    () => [
      {
        type: 'scatter',
        mode: 'lines',
        x: statistics.drawdowns.map((point) => point.month),
        y: statistics.drawdowns.map((point) => point.value),
        fill: 'tozeroy',
        line: { color: chartColor(3), width: 1 },
        hovertemplate: '%{x|%b %Y}: %{y:.2%}<extra></extra>',
      },
    ],
    [statistics.drawdowns],
  );
  const title = t('program.underwaterChart');
  return (
    <Section title={title}>
      <Chart traces={traces} layout={underwaterLayout} label={title} />
    </Section>
  );
}

const underwaterLayout: ChartLayout = {
  showlegend: false,
  xaxis: { type: 'date' },
  yaxis: { tickformat: '.0%' },
};

function DistributionChart({ statistics }: { statistics: ProgramStatistics }) {
  const t = useT();
  const traces = useMemo<ChartTrace[]>(
    () => [
      {
        type: 'bar',
        x: statistics.distribution.map((bucket) => bucketLabel(bucket, t)),
        y: statistics.distribution.map((bucket) => bucket.count),
        marker: { color: chartColor(0) },
        hovertemplate: '%{x}: %{y}<extra></extra>',
      },
    ],
    [statistics.distribution, t],
  );
  const layout = useMemo<ChartLayout>(
    () => ({
      showlegend: false,
      bargap: 0.1,
      margin: { l: 60, r: 20, t: 20, b: 120 },
      xaxis: { type: 'category', tickangle: -60, automargin: true, title: { text: t('program.monthlyReturn') } },
      yaxis: { title: { text: t('program.monthCount') }, rangemode: 'tozero' },
    }),
    [t],
  );
  const title = t('program.distributionChart');
  return (
    <Section title={title}>
      <Chart traces={traces} layout={layout} label={title} />
    </Section>
  );
}

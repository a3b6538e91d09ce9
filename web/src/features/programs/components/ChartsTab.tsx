import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Chart, type ChartLayout, type ChartTrace } from '@/components/Chart/Chart';
import { chartColor } from '@/components/Chart/chart-colors';
import { ChoiceButtons } from '@/components/ChoiceButtons/ChoiceButtons';
import { compareItemsQuery, compareSeriesQuery } from '@/lib/compare-api';
import { addPick, compareTitle, removePick, type CompareSeries, type SeriesRef } from '@/lib/compare';
import { ComparePicker } from '@/components/Compare/ComparePicker';
import { CompareTags } from '@/components/Compare/CompareTags';
import { useLang, useT } from '@/i18n/i18n-context';
import type { ProgramStatistics } from '@/lib/engine';
import { bucketLabel, comparedSeries, growthModes, programSeries, type GrowthMode } from '@/features/programs/model/chart-series';
import type { MonthValue, ProgramDetail } from '@/features/programs/api/program';
import { ProgramSection } from './ProgramSection';

const growthModeLabels = {
  cumulative: 'program.modeCumulative',
  rolling6: 'program.modeRolling6',
  rolling12: 'program.modeRolling12',
  rolling24: 'program.modeRolling24',
} as const;

/** Keeps the comparison series' data stable between renders, so the chart redraws only on change. */
function seriesResults(results: UseQueryResult<CompareSeries>[]) {
  return {
    series: results.map((result) => result.data),
    error: results.find((result) => result.error)?.error ?? null,
  };
}

/** The growth of 1,000 with comparisons, the drawdowns and the distribution of monthly returns. */
export function ChartsTab({ program }: { program: ProgramDetail }) {
  const t = useT();
  if (!program.statistics) return <p>{t('program.noReturns')}</p>;
  return (
    <>
      <GrowthChart program={program} statistics={program.statistics} />
      <UnderwaterChart statistics={program.statistics} />
      <DistributionChart statistics={program.statistics} />
    </>
  );
}

function lineTrace(name: string, points: readonly MonthValue[], color: string, percent: boolean): ChartTrace {
  return {
    type: 'scatter',
    mode: 'lines',
    name,
    x: points.map((point) => point.month),
    y: points.map((point) => point.value),
    line: { color, width: 2 },
    hovertemplate: percent ? '%{y:.2%}' : '%{y:,.2f}',
  };
}

function GrowthChart({ program, statistics }: { program: ProgramDetail; statistics: ProgramStatistics }) {
  const t = useT();
  const lang = useLang();
  const [mode, setMode] = useState<GrowthMode>('cumulative');
  const [picks, setPicks] = useState<SeriesRef[]>([]);
  const own: SeriesRef = { kind: 'program', id: program.programId };
  const { series, error } = useQueries({
    queries: picks.map((pick) => compareSeriesQuery(pick.kind, pick.id)),
    combine: seriesResults,
  });
  const { data: items, error: itemsError } = useQuery(compareItemsQuery);
  const percent = mode !== 'cumulative';

  const traces = useMemo(
    () => [
      lineTrace(program.programName, programSeries(statistics, mode), chartColor(0), percent),
      ...series.flatMap((compared, index) =>
        compared
          ? [lineTrace(compareTitle(compared, lang), comparedSeries(compared.vami, mode), chartColor(index + 1), percent)]
          : [],
      ),
    ],
    [program.programName, statistics, mode, series, lang, percent],
  );
  const layout = useMemo<ChartLayout>(
    () => ({
      hovermode: 'x unified',
      showlegend: true,
      legend: { orientation: 'h', x: 0, y: 1.12 },
      margin: { l: 70, r: 20, t: 40, b: 50 },
      xaxis: { type: 'date', hoverformat: '%b %Y' },
      yaxis: percent ? { tickformat: '.0%', zeroline: true } : { tickformat: ',.0f' },
    }),
    [percent],
  );

  const title = t(percent ? 'program.rollingChart' : 'program.growthChart');

  return (
    <ProgramSection
      title={title}
      tools={
        <ChoiceButtons
          label={t('program.growthMode')}
          choices={growthModes.map((value) => ({ value, label: t(growthModeLabels[value]) }))}
          value={mode}
          onChange={setMode}
        />
      }
    >
      <ComparePicker
        items={items}
        error={itemsError}
        charted={[own, ...picks]}
        onPick={(pick) => {
          setPicks((current) => addPick(current, pick, own));
        }}
      />
      <CompareTags
        items={items}
        picks={picks}
        colorOf={(_, index) => chartColor(index + 1)}
        onRemove={(pick) => {
          setPicks((current) => removePick(current, pick));
        }}
      />
      {error && <ErrorAlert error={error} />}
      <Chart traces={traces} layout={layout} label={title} />
    </ProgramSection>
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
    <ProgramSection title={title}>
      <Chart traces={traces} layout={underwaterLayout} label={title} />
    </ProgramSection>
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
    <ProgramSection title={title}>
      <Chart traces={traces} layout={layout} label={title} />
    </ProgramSection>
  );
}

import { useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Chart, type ChartLayout, type ChartTrace } from '@/components/Chart/Chart';
import { chartColor } from '@/components/Chart/chart-colors';
import { ChartScaleChoice } from '@/components/Chart/ChartScaleChoice';
import { growthLayout } from '@/components/Chart/growth-layout';
import { useChartScale } from '@/components/Chart/chart-scale';
import { ChoiceButtons } from '@/components/ChoiceButtons/ChoiceButtons';
import { CompareSearch } from '@/components/Compare/CompareSearch';
import { CompareTags } from '@/components/Compare/CompareTags';
import { Section } from '@/components/Section/Section';
import { useLang, useT } from '@/i18n/i18n-context';
import { addPick, compareTitle, removePick, type ChartComparison, type SeriesRef } from '@/lib/compare';
import type { ProgramStatistics } from '@/lib/engine';
import { comparedSeries, growthModes, statisticsSeries, type GrowthMode, type MonthValue } from '@/lib/growth-series';

const growthModeLabels = {
  cumulative: 'program.modeCumulative',
  rolling6: 'program.modeRolling6',
  rolling12: 'program.modeRolling12',
  rolling24: 'program.modeRolling24',
} as const;

interface GrowthChartProps extends ChartComparison {
  /** The series' own line: its name, where it is in the comparison list, its statistics. */
  name: string;
  own: SeriesRef;
  statistics: Pick<ProgramStatistics, 'vami' | 'rollingReturns'>;
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

/**
 * The growth of 1,000 (or the rolling returns) of a series with the programs and indexes picked to
 * compare with it, as removable tags in the colours of their lines. The compared lines start at
 * the series' first point, at the same 1,000.
 */
export function GrowthChart({ name, own, statistics, items, itemsError, picks, onPicksChange, compared, comparedError, searchPrograms }: GrowthChartProps) {
  const t = useT();
  const lang = useLang();
  const [mode, setMode] = useState<GrowthMode>('cumulative');
  const [scale, setScale] = useChartScale();
  const percent = mode !== 'cumulative';

  const traces = useMemo(() => {
    const start = statistics.vami[0]?.month;
    return [
      lineTrace(name, statisticsSeries(statistics, mode), chartColor(0), percent),
      ...compared.flatMap((series, index) =>
        series
          ? [lineTrace(compareTitle(series, lang), comparedSeries(series.vami, mode, start), chartColor(index + 1), percent)]
          : [],
      ),
    ];
  }, [name, statistics, mode, compared, lang, percent]);
  // Rolling returns go below zero, where a log scale has no place: they stay linear.
  const layout = useMemo<ChartLayout>(() => growthLayout(percent ? 'percent' : 'growth', percent ? 'linear' : scale), [percent, scale]);
  const title = t(percent ? 'program.rollingChart' : 'program.growthChart');

  return (
    <Section
      title={title}
      tools={
        <div className="chart-tools">
          <ChoiceButtons
            label={t('program.growthMode')}
            choices={growthModes.map((value) => ({ value, label: t(growthModeLabels[value]) }))}
            value={mode}
            onChange={setMode}
          />
          {!percent && <ChartScaleChoice value={scale} onChange={setScale} />}
        </div>
      }
    >
      <CompareSearch
        items={items}
        error={itemsError}
        searchPrograms={searchPrograms}
        charted={[own, ...picks]}
        onPick={(pick) => {
          onPicksChange(addPick(picks, pick, own));
        }}
      />
      <CompareTags
        items={items}
        picks={picks}
        colorOf={(_, index) => chartColor(index + 1)}
        onRemove={(pick) => {
          onPicksChange(removePick(picks, pick));
        }}
      />
      {comparedError && <ErrorAlert error={comparedError} />}
      <Chart traces={traces} layout={layout} label={title} />
    </Section>
  );
}

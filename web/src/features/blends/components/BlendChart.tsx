import { memo, useMemo } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { chartColor, chartColors } from '@/components/Chart/chart-colors';
import { ChartScaleChoice } from '@/components/Chart/ChartScaleChoice';
import { useChartScale } from '@/components/Chart/chart-scale';
import { compareTitle } from '@/lib/compare';
import { rebaseAt } from '@/lib/growth-series';
import { CompareSearch } from '@/components/Compare/CompareSearch';
import { CompareTags } from '@/components/Compare/CompareTags';
import { LineChart, type LineSeries } from '@/components/LineChart/LineChart';
import { Section } from '@/components/Section/Section';
import { useLang, useT } from '@/i18n/i18n-context';
import { searchPrograms } from '@/lib/program-search-api';
import type { BlendResult } from '@/features/blends/model/blend-computer';
import { blenderChartWidth } from '@/features/blends/model/blender-tabs';
import { useSectionTiming } from '@/features/blends/hooks/use-section-timing';
import { useViewportWidth } from '@/features/blends/hooks/use-viewport-width';
import type { Comparisons } from '@/features/blends/hooks/use-comparisons';
import { orderColor, programVami, type MonthPoint } from '@/features/blends/model/view-model';
import type { Worksheet } from '@/features/blends/model/worksheet';

/** The blend's line is dark, so the programs' and comparisons' palette colours stay distinct. */
const blendColor = '#1b2a41';

/**
 * Programs take the palette from its start, comparisons from its end: twenty lines in all before
 * a colour repeats.
 */
const comparisonColor = (index: number) => chartColor(chartColors.length - 1 - (index % chartColors.length));

const lineCache = new WeakMap<object, Map<string, LineSeries>>();

/**
 * A program's or a comparison's line, made once per series and look: the chart caches each
 * line's path by its points, so on an edit it rebuilds the blend's path alone.
 */
function cachedLine(owner: object, key: string, make: () => LineSeries): LineSeries {
  let lines = lineCache.get(owner);
  if (!lines) {
    lines = new Map();
    lineCache.set(owner, lines);
  }
  let line = lines.get(key);
  if (!line) {
    line = make();
    lines.set(key, line);
  }
  return line;
}

interface BlendChartProps {
  worksheet: Worksheet;
  result: BlendResult;
  comparisons: Comparisons;
  /**
   * False on a shared blend's page: its reader compares with nothing, so no line runs past the
   * month the link was shared.
   */
  comparable?: boolean;
}

/**
 * The blend's growth of 1,000 with the programs whose chart toggle is on and the compared series.
 * Every line starts where the blend starts, at its 1000 (a line that starts later at its own
 * start): an S&P 500 from 1980 would otherwise have grown so far by the blend's first month that
 * the blend's line lies flat beneath it.
 */
export function BlendChart({ worksheet, result, comparisons, comparable = true }: BlendChartProps) {
  const t = useT();
  const lang = useLang();
  const viewport = useViewportWidth();
  const [scale, setScale] = useChartScale();
  const { orders } = worksheet;
  const vami = result.status === 'ok' ? result.statistics.statistics.vami : undefined;
  const blendName = t('blender.blendLine');
  // The line chart draws its paths in this render: this commit puts them in the DOM.
  useSectionTiming('chart', result);

  const series = useMemo((): LineSeries[] => {
    if (!vami) return [];
    const start = vami[0]?.month;
    const shown = (points: readonly MonthPoint[]) => (start ? rebaseAt(points, start) : points);
    return [
      { id: 'blend', name: blendName, color: blendColor, width: 3, points: vami },
      ...orders.flatMap((order, index) => {
        if (!order.chartVisible) return [];
        const color = orderColor(order, index);
        return [
          cachedLine(order.returns, `${order.programName}|${color}|${start ?? ''}`, () => ({
            id: `program-${String(order.programId)}`,
            name: order.programName,
            color,
            width: 2,
            points: shown(programVami(order.returns)),
          })),
        ];
      }),
      ...comparisons.series.flatMap((compared, index) => {
        if (!compared) return [];
        const title = compareTitle(compared, lang);
        const color = comparisonColor(index);
        return [
          cachedLine(compared, `${title}|${color}|${start ?? ''}`, () => ({
            id: `compared-${String(index)}`,
            name: title,
            color,
            width: 2,
            points: shown(compared.vami),
          })),
        ];
      }),
    ];
  }, [vami, orders, comparisons.series, lang, blendName]);

  const title = t('blender.performanceChart');
  return (
    <Section title={title} className="blender-section blender-chart">
      {comparable && <ComparisonControls comparisons={comparisons} />}
      <div className="chart-tools blender-chart__scale">
        <ChartScaleChoice value={scale} onChange={setScale} />
      </div>
      <LineChart series={series} label={title} width={blenderChartWidth(viewport)} valueScale={scale} legend />
    </Section>
  );
}

/** The comparison search and tags; memoised, as an edit of the blend does not change them. */
const ComparisonControls = memo(function ComparisonControls({ comparisons }: { comparisons: Comparisons }) {
  return (
    <>
      <CompareSearch
        items={comparisons.items}
        error={comparisons.itemsError}
        searchPrograms={searchPrograms}
        charted={comparisons.picks}
        onPick={comparisons.add}
      />
      <CompareTags
        items={comparisons.items}
        picks={comparisons.picks}
        colorOf={(_, index) => comparisonColor(index)}
        onRemove={comparisons.remove}
      />
      {comparisons.error && <ErrorAlert error={comparisons.error} />}
    </>
  );
});

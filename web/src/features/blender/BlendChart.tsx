import { memo, useMemo } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Chart, type ChartLayout, type ChartTrace } from '@/components/Chart/Chart';
import { chartColor } from '@/components/Chart/chart-colors';
import { compareTitle } from '@/components/Compare/compare-list';
import { ComparePicker } from '@/components/Compare/ComparePicker';
import { CompareTags } from '@/components/Compare/CompareTags';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { useLang, useT } from '@/i18n/i18n-context';
import type { BlendResult } from './blend-computer';
import type { BlenderModel } from './blender-model';
import { BlenderSection } from './BlenderSection';
import { blenderChartWidth } from './blender-tabs';
import { chartDrawn } from './update-timing';
import { useViewportWidth } from './use-viewport-width';
import type { Comparisons } from './use-comparisons';
import { orderColor, programVami, rebaseAt, type MonthPoint } from './view-model';
import type { Worksheet } from './worksheet';

/** The blend's line is dark, so the programs' and comparisons' palette colours stay distinct. */
const blendColor = '#1b2a41';

/** Comparison lines take palette colours after those the programs use by default. */
const comparisonColor = (index: number) => chartColor(index + 5);

/**
 * `YYYY-MM` as epoch milliseconds (UTC), which plotly's date axis takes as they are: parsing date
 * strings was most of its work on every redraw.
 */
function monthMs(month: string): number {
  return Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);
}

function line(name: string, points: readonly MonthPoint[], color: string, width = 2): ChartTrace {
  return {
    type: 'scatter',
    mode: 'lines',
    name,
    x: points.map((point) => monthMs(point.month)),
    y: points.map((point) => point.value),
    line: { color, width },
    hovertemplate: '%{y:,.2f}',
  };
}

const lineCache = new WeakMap<object, Map<string, ChartTrace>>();

/**
 * A program's or a comparison's line, made once per series and look: plotly redraws only the
 * traces whose arrays changed, so on an edit it recomputes the blend's line alone.
 */
function cachedLine(owner: object, key: string, make: () => ChartTrace): ChartTrace {
  let lines = lineCache.get(owner);
  if (!lines) {
    lines = new Map();
    lineCache.set(owner, lines);
  }
  let trace = lines.get(key);
  if (!trace) {
    trace = make();
    lines.set(key, trace);
  }
  return trace;
}

/**
 * No plotly legend: the allocations table and the comparison tags show each line's colour, and
 * measuring a legend's texts on every redraw would cost more than the rest of an edit.
 */
const layout: ChartLayout = {
  hovermode: 'x unified',
  showlegend: false,
  margin: { l: 70, r: 20, t: 20, b: 50 },
  xaxis: { type: 'date', hoverformat: '%b %Y' },
  yaxis: { tickformat: ',.0f' },
};

interface BlendChartProps {
  model: BlenderModel;
  worksheet: Worksheet;
  result: BlendResult;
  comparisons: Comparisons;
  readOnly: boolean;
}

/**
 * The blend's growth of 1,000 with the programs whose chart toggle is on and the compared series.
 * Normalized, every line starts at 1000 where the blend starts.
 */
export function BlendChart({ model, worksheet, result, comparisons, readOnly }: BlendChartProps) {
  const t = useT();
  const lang = useLang();
  const viewport = useViewportWidth();
  const { orders, isNormalized } = worksheet;
  const vami = result.status === 'ok' ? result.statistics.statistics.vami : undefined;
  const blendName = t('blender.blendLine');

  const traces = useMemo(() => {
    if (!vami) return [];
    const start = isNormalized ? vami[0]?.month : undefined;
    const shown = (points: readonly MonthPoint[]) => (start ? rebaseAt(points, start) : [...points]);
    return [
      line(blendName, vami, blendColor, 3),
      ...orders.flatMap((order, index) => {
        if (!order.chartVisible) return [];
        const color = orderColor(order, index);
        return [
          cachedLine(order.returns, `${order.programName}|${color}|${start ?? ''}`, () =>
            line(order.programName, shown(programVami(order.returns)), color),
          ),
        ];
      }),
      ...comparisons.series.flatMap((compared, index) => {
        if (!compared) return [];
        const title = compareTitle(compared, lang);
        const color = comparisonColor(index);
        return [cachedLine(compared, `${title}|${color}|${start ?? ''}`, () => line(title, shown(compared.vami), color))];
      }),
    ];
  }, [vami, orders, comparisons.series, isNormalized, lang, blendName]);

  const title = t('blender.performanceChart');
  return (
    <BlenderSection
      title={title}
      className="blender-chart"
      tools={
        <CheckboxField
          label={t('blender.normalized')}
          checked={isNormalized}
          disabled={readOnly}
          onChange={(event) => {
            model.setNormalized(event.target.checked);
          }}
        />
      }
    >
      <ComparisonControls comparisons={comparisons} />
      <Chart traces={traces} layout={layout} label={title} width={blenderChartWidth(viewport)} onDrawn={chartDrawn} />
    </BlenderSection>
  );
}

/** The comparison dropdown and tags; memoised, as an edit of the blend does not change them. */
const ComparisonControls = memo(function ComparisonControls({ comparisons }: { comparisons: Comparisons }) {
  return (
    <>
      <ComparePicker charted={comparisons.picks} onPick={comparisons.add} />
      <CompareTags picks={comparisons.picks} colorOf={(_, index) => comparisonColor(index)} onRemove={comparisons.remove} />
      {comparisons.error && <ErrorAlert error={comparisons.error} />}
    </>
  );
});

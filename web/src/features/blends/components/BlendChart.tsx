import { memo, useMemo } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { chartColor } from '@/components/Chart/chart-colors';
import { compareTitle } from '@/lib/compare';
import { ComparePicker } from '@/components/Compare/ComparePicker';
import { CompareTags } from '@/components/Compare/CompareTags';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { LineChart, type LineSeries } from '@/components/LineChart/LineChart';
import { Section } from '@/components/Section/Section';
import { useLang, useT } from '@/i18n/i18n-context';
import type { BlendResult } from '@/features/blends/model/blend-computer';
import type { BlenderModel } from '@/features/blends/model/blender-model';
import { blenderChartWidth } from '@/features/blends/model/blender-tabs';
import { useSectionTiming } from '@/features/blends/hooks/use-section-timing';
import { useViewportWidth } from '@/features/blends/hooks/use-viewport-width';
import type { Comparisons } from '@/features/blends/hooks/use-comparisons';
import { orderColor, programVami, rebaseAt, type MonthPoint } from '@/features/blends/model/view-model';
import type { Worksheet } from '@/features/blends/model/worksheet';

/** The blend's line is dark, so the programs' and comparisons' palette colours stay distinct. */
const blendColor = '#1b2a41';

/** Comparison lines take palette colours after those the programs use by default. */
const comparisonColor = (index: number) => chartColor(index + 5);

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
  // The line chart draws its paths in this render: this commit puts them in the DOM.
  useSectionTiming('chart', result);

  const series = useMemo((): LineSeries[] => {
    if (!vami) return [];
    const start = isNormalized ? vami[0]?.month : undefined;
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
  }, [vami, orders, comparisons.series, isNormalized, lang, blendName]);

  const title = t('blender.performanceChart');
  return (
    <Section
      title={title}
      className="blender-section blender-chart"
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
      <LineChart series={series} label={title} width={blenderChartWidth(viewport)} />
    </Section>
  );
}

/** The comparison dropdown and tags; memoised, as an edit of the blend does not change them. */
const ComparisonControls = memo(function ComparisonControls({ comparisons }: { comparisons: Comparisons }) {
  return (
    <>
      <ComparePicker
        items={comparisons.items}
        error={comparisons.itemsError}
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

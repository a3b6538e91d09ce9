import type { Config, Data, Layout } from 'plotly.js';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { Spinner } from '@/components/Spinner/Spinner';
import { useLang, useT } from '@/i18n/i18n-context';
import { chartColors } from './chart-colors';
import { chartHeight, chartWidthFor } from './chart-size';
import { loadPlotly, type PlotlyApi } from './load-plotly';
import { useElementWidth } from './use-element-width';
import './Chart.css';

export type ChartTrace = Data;
export type ChartLayout = Partial<Layout>;

interface ChartProps {
  /** The series; keep the array stable (useMemo) so the chart redraws only when they change. */
  traces: readonly ChartTrace[];
  /** Axes, legend and the like; width and height come from the props below. */
  layout?: ChartLayout;
  /** Accessible name of the chart. */
  label: string;
  height?: number;
  /** A fixed width (pie charts); by default the widest of the spec's widths that fits. */
  width?: number;
}

const baseLayout: ChartLayout = {
  autosize: false,
  margin: { l: 60, r: 20, t: 20, b: 50 },
  paper_bgcolor: 'rgba(0,0,0,0)',
  plot_bgcolor: 'rgba(0,0,0,0)',
  colorway: [...chartColors],
};

/**
 * A plotly.js chart. The library (a partial bundle) loads on the first chart a visitor sees;
 * until then a spinner keeps the chart's place.
 */
export function Chart({ traces, layout, label, height = chartHeight, width }: ChartProps) {
  const t = useT();
  const lang = useLang();
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<HTMLDivElement>(null);
  const available = useElementWidth(box);
  // Unknown until the box is measured: drawing at a guessed width would draw twice.
  const plotWidth = width ?? (available === undefined ? undefined : chartWidthFor(available));
  const [plotly, setPlotly] = useState<PlotlyApi>();
  const [failed, setFailed] = useState(false);
  // Plotly must finish one drawing before the next starts, or it keeps the older layout.
  const drawing = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    let mounted = true;
    loadPlotly().then(
      (api) => {
        if (mounted) setPlotly(api);
      },
      () => {
        if (mounted) setFailed(true);
      },
    );
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    const element = plot.current;
    if (!plotly || !element || plotWidth === undefined) return;
    const config: Partial<Config> = { displaylogo: false, locale: lang === 'zh-hans' ? 'zh-CN' : 'en' };
    const data = [...traces];
    const fullLayout = { ...baseLayout, ...layout, width: plotWidth, height };
    drawing.current = drawing.current
      .then(() => plotly.react(element, data, fullLayout, config))
      .then(
        () => {
          setFailed(false);
        },
        () => {
          setFailed(true);
        },
      );
  }, [plotly, traces, layout, plotWidth, height, lang]);

  useEffect(() => {
    const element = plot.current;
    if (!plotly || !element) return;
    const queue = drawing;
    return () => {
      // After any drawing still under way, which would otherwise redraw the purged element.
      queue.current = queue.current.then(() => {
        plotly.purge(element);
      });
    };
  }, [plotly]);

  return (
    <figure ref={box} className="chart" aria-label={label} style={{ minHeight: height }}>
      {failed && <Alert>{t('chart.failed')}</Alert>}
      {!plotly && !failed && (
        <div className="chart__loading">
          <Spinner label={t('chart.loading')} />
        </div>
      )}
      <div ref={plot} className="chart__plot" />
    </figure>
  );
}

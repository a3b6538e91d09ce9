import { memo, useId, useMemo, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useLang, useT } from '@/i18n/i18n-context';
import type { Translate } from '@/i18n/translate';
import { formatDecimal, formatMonth } from '@/lib/format';
import {
  combinedExtent,
  dataPath,
  logTicks,
  monthExtent,
  nearestMonth,
  niceTicks,
  plotScale,
  plotTransform,
  scaledPoints,
  scaledValue,
  stepDecimals,
  valueAt,
  xOf,
  yearOf,
  yearTicks,
  yOf,
  yyyymmOf,
  type Extent,
  type LinePoint,
  type PlotBox,
  type Scale,
  type ValueScale,
  type ValueTicks,
} from './line-chart';
import './LineChart.css';

export interface LineSeries {
  id: string;
  name: string;
  color: string;
  /** Stroke width in pixels. */
  width: number;
  /** In month order. Keep the array stable while the series is unchanged: its path is cached by it. */
  points: readonly LinePoint[];
}

interface LineChartProps {
  series: readonly LineSeries[];
  width: number;
  height?: number;
  /** Accessible name of the chart. */
  label: string;
  /** Linear by default; a log scale draws equal gains as equal rises. */
  valueScale?: ValueScale;
  /** A legend of the lines below the chart. */
  legend?: boolean;
}

const margin = { left: 70, right: 20, top: 20, bottom: 40 };
/** About the room a tick label needs, so the axes thin their ticks to fit. */
const yTickSpacing = 50;
const xTickSpacing = 60;

interface Geometry {
  box: PlotBox;
  months: Extent;
  values: ValueTicks;
  scale: Scale;
  valueScale: ValueScale;
  years: number[];
}

function geometryOf(series: readonly LineSeries[], width: number, height: number, valueScale: ValueScale): Geometry | null {
  const points = series.map((line) => scaledPoints(line.points, valueScale));
  const months = monthExtent(points);
  const extent = combinedExtent(points);
  if (!months || !extent) return null;
  const box = {
    left: margin.left,
    top: margin.top,
    width: width - margin.left - margin.right,
    height: height - margin.top - margin.bottom,
  };
  const tickCount = Math.max(1, Math.floor(box.height / yTickSpacing));
  const values = valueScale === 'log' ? logTicks(extent, tickCount) : niceTicks(extent, tickCount);
  return {
    box,
    months,
    values,
    valueScale,
    scale: plotScale(months, values, box),
    years: yearTicks(months.min, months.max, Math.max(1, Math.floor(box.width / xTickSpacing))),
  };
}

/**
 * A multi-series line chart over months, drawn as inline SVG with one path per line (no chart
 * library): it redraws in about a millisecond, where plotly took tens. Hovering or the arrow keys
 * show every line's value in one month.
 */
export function LineChart({ series, width, height = 450, label, valueScale = 'linear', legend = false }: LineChartProps) {
  const t = useT();
  const hintId = useId();
  const geometry = useMemo(() => geometryOf(series, width, height, valueScale), [series, width, height, valueScale]);

  // A stable element: hovering rerenders the surface around it, never the axes and lines.
  const content = useMemo(
    () =>
      geometry && (
        <>
          <Axes geometry={geometry} width={width} t={t} />
          <g className="line-chart__lines" transform={plotTransform(geometry.scale)}>
            {series.map((line) => (
              <SeriesPath key={line.id} points={scaledPoints(line.points, valueScale)} color={line.color} width={line.width} />
            ))}
          </g>
        </>
      ),
    [geometry, series, width, t, valueScale],
  );

  return (
    <figure className="line-chart" aria-label={label} style={{ maxWidth: width }}>
      <p id={hintId} className="visually-hidden">
        {t('lineChart.keyboardHint')}
      </p>
      <Surface width={width} height={height} label={label} hintId={hintId} geometry={geometry} series={series}>
        {content}
      </Surface>
      {legend && series.length > 0 && <Legend series={series} />}
    </figure>
  );
}

/** One line, in data space; unchanged props (an untouched series) skip it entirely. */
const SeriesPath = memo(function SeriesPath({ points, color, width }: { points: readonly LinePoint[]; color: string; width: number }) {
  return <path d={dataPath(points)} stroke={color} strokeWidth={width} vectorEffect="non-scaling-stroke" />;
});

/** The lines' names with their colours, below the plot, where no tooltip or control covers them. */
function Legend({ series }: { series: readonly LineSeries[] }) {
  const t = useT();
  return (
    <ul className="line-chart__legend" aria-label={t('chart.legend')}>
      {series.map((line) => (
        <li key={line.id}>
          <span className="line-chart__swatch" style={{ background: line.color }} aria-hidden="true" />
          {line.name}
        </li>
      ))}
    </ul>
  );
}

/** A value axis tick's label: the value itself on a log axis, whose ticks are logarithms. */
function tickLabel(tick: number, geometry: Geometry): string {
  if (geometry.valueScale === 'log') {
    const value = 10 ** tick;
    return formatDecimal(value, value >= 100 ? 0 : 2);
  }
  return formatDecimal(tick, stepDecimals(geometry.values.step));
}

function Axes({ geometry, width, t }: { geometry: Geometry; width: number; t: Translate }) {
  const { box, values, scale, years } = geometry;
  const bottom = box.top + box.height;
  return (
    <g className="line-chart__axes" aria-hidden="true">
      {values.ticks.map((tick) => {
        const y = yOf(scale, tick);
        return (
          <g key={tick}>
            <line className="line-chart__grid" x1={box.left} x2={width - margin.right} y1={y} y2={y} />
            <text className="line-chart__tick" x={box.left - 8} y={y} textAnchor="end" dominantBaseline="middle">
              {tickLabel(tick, geometry)}
            </text>
          </g>
        );
      })}
      {years.map((month) => {
        const x = xOf(scale, month);
        return (
          <g key={month}>
            <line className="line-chart__grid" x1={x} x2={x} y1={box.top} y2={bottom} />
            <text className="line-chart__tick" x={x} y={bottom + 20} textAnchor="middle">
              {t('lineChart.year', { year: yearOf(month) })}
            </text>
          </g>
        );
      })}
      <line className="line-chart__axis" x1={box.left} x2={width - margin.right} y1={bottom} y2={bottom} />
    </g>
  );
}

interface SurfaceProps {
  width: number;
  height: number;
  label: string;
  hintId: string;
  geometry: Geometry | null;
  series: readonly LineSeries[];
  /** The axes and lines, passed through unchanged so a hover does not rerender them. */
  children: ReactNode;
}

/** The focusable SVG with the hovered month: its crosshair, its points and the tooltip. */
function Surface({ width, height, label, hintId, geometry, series, children }: SurfaceProps) {
  const lang = useLang();
  const tooltipId = useId();
  const [hovered, setHovered] = useState<number>();
  // A month outside a redrawn chart's months is not shown.
  const month = geometry && hovered !== undefined && hovered >= geometry.months.min && hovered <= geometry.months.max ? hovered : undefined;

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!geometry) return;
    const rect = event.currentTarget.getBoundingClientRect();
    // The SVG may be drawn narrower than its width (a narrow screen): back to its own pixels.
    const ratio = rect.width > 0 ? width / rect.width : 1;
    setHovered(nearestMonth((event.clientX - rect.left) * ratio, geometry.scale, geometry.months));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (!geometry) return;
    const { min, max } = geometry.months;
    const next = (() => {
      switch (event.key) {
        case 'ArrowLeft':
          return month === undefined ? max : Math.max(min, month - 1);
        case 'ArrowRight':
          return month === undefined ? max : Math.min(max, month + 1);
        case 'Home':
          return min;
        case 'End':
          return max;
        case 'Escape':
          return undefined;
        default:
          return null;
      }
    })();
    if (next === null) return;
    event.preventDefault();
    setHovered(next);
  };
  const hide = () => {
    setHovered(undefined);
  };

  const shown =
    geometry && month !== undefined
      ? series.flatMap((line) => {
          const value = valueAt(line.points, month);
          return value === undefined ? [] : [{ line, value }];
        })
      : [];
  const x = geometry && month !== undefined ? xOf(geometry.scale, month) : 0;
  // The tooltip sits beside the crosshair, on the side with more room.
  const onRight = x < width / 2;

  return (
    <>
      <svg
        className="line-chart__svg"
        width={width}
        height={height}
        viewBox={`0 0 ${String(width)} ${String(height)}`}
        role="img"
        aria-label={label}
        aria-describedby={month === undefined ? hintId : `${hintId} ${tooltipId}`}
        tabIndex={0}
        onPointerMove={onPointerMove}
        onPointerLeave={hide}
        onKeyDown={onKeyDown}
        onBlur={hide}
      >
        {children}
        {geometry && month !== undefined && (
          <g className="line-chart__hover" aria-hidden="true">
            <line className="line-chart__crosshair" x1={x} x2={x} y1={geometry.box.top} y2={geometry.box.top + geometry.box.height} />
            {shown.map(({ line, value }) => (
              <circle key={line.id} cx={x} cy={yOf(geometry.scale, scaledValue(value, geometry.valueScale))} r={3.5} fill={line.color} />
            ))}
          </g>
        )}
      </svg>
      {geometry && month !== undefined && (
        <div
          id={tooltipId}
          role="tooltip"
          aria-live="polite"
          className="line-chart__tooltip"
          style={{ left: onRight ? x + 12 : x - 12, top: geometry.box.top, transform: onRight ? undefined : 'translateX(-100%)' }}
        >
          <div className="line-chart__tooltip-month">{formatMonth(yyyymmOf(month), lang)}</div>
          <ul>
            {shown.map(({ line, value }) => (
              <li key={line.id}>
                <span className="line-chart__swatch" style={{ background: line.color }} />
                <span className="line-chart__name">{line.name}</span>
                <span className="line-chart__value">{formatDecimal(value, 2)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

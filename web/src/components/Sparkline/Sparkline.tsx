import { cx } from '@/lib/class-names';
import { sparklinePoints } from './sparkline';
import './Sparkline.css';

interface SparklineProps {
  values: readonly number[];
  /** What the line shows, for screen readers. */
  label: string;
  width?: number;
  height?: number;
}

/**
 * A small line without axes for a quick look at a trend (market quotes). An inline SVG: no
 * chart library is loaded for it. Green when the series ends above its start, red below.
 */
export function Sparkline({ values, label, width = 160, height = 40 }: SparklineProps) {
  const first = values[0] ?? 0;
  const last = values[values.length - 1] ?? 0;
  return (
    <svg
      className={cx('sparkline', last >= first ? 'sparkline--up' : 'sparkline--down')}
      width={width}
      height={height}
      viewBox={`0 0 ${String(width)} ${String(height)}`}
      role="img"
      aria-label={label}
    >
      <polyline points={sparklinePoints(values, width, height)} />
    </svg>
  );
}

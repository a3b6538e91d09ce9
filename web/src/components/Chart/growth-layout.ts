import type { Layout } from 'plotly.js';
import type { ChartScale } from './chart-scale';

/**
 * The layout of a growth chart: a growth of 1,000 (`growth`) or returns in percent (`percent`).
 * The legend sits below the plot, left-aligned, where plotly's toolbar (top right) never covers
 * it however many series it names; plotly widens the bottom margin to fit its rows.
 */
export function growthLayout(values: 'growth' | 'percent', scale: ChartScale): Partial<Layout> {
  return {
    hovermode: 'x unified',
    showlegend: true,
    legend: { orientation: 'h', x: 0, xanchor: 'left', y: -0.12, yanchor: 'top' },
    margin: { l: 70, r: 20, t: 40, b: 40 },
    xaxis: { type: 'date', hoverformat: '%b %Y' },
    yaxis:
      values === 'percent'
        ? { tickformat: '.0%', zeroline: true }
        : { type: scale === 'log' ? 'log' : 'linear', tickformat: ',.0f' },
  };
}

/** Series colours (plotly's default colourway), so legends drawn outside a chart can match it. */
export const chartColors = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
] as const;

/** The colour of the i-th series, repeating after the last. */
export function chartColor(index: number): string {
  return chartColors[index % chartColors.length] ?? chartColors[0];
}

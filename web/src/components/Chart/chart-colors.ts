/**
 * The site's one series palette: every chart (plotly or the blender's own) and every legend drawn
 * outside a chart takes its colours from here. Twenty colours, so a blend of many programs with
 * its comparisons never repeats one: each is dark enough to read on white (contrast of 3:1 or
 * more, WCAG's rule for graphics) and differs from every other by a CIELAB distance of 20 or more.
 * The first ten follow plotly's default order, darkened where the default was too light.
 */
export const chartColors = [
  '#1f77b4',
  '#d35400',
  '#2a8a2a',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#c2418f',
  '#6b6b6b',
  '#7a7a00',
  '#0e8a96',
  '#1b3a6b',
  '#00695c',
  '#7f0000',
  '#a21caf',
  '#a65e00',
  '#1b5e20',
  '#3a2fd0',
  '#e0115f',
  '#5c2d91',
  '#3c4a00',
] as const;

/** The colour of the i-th series, repeating after the last. */
export function chartColor(index: number): string {
  return chartColors[index % chartColors.length] ?? chartColors[0];
}

/** The spec's chart widths, widest first: a chart takes the widest that fits its place. */
export const chartWidths = [1330, 1110, 930, 690, 510, 320] as const;

export const chartHeight = 450;

/** Pie charts are small squares beside their legend list. */
export const pieChartSize = 200;

const narrowest = chartWidths[chartWidths.length - 1] ?? 320;

/** The widest breakpoint not wider than `available` px; the narrowest when none fits. */
export function chartWidthFor(available: number): number {
  return chartWidths.find((width) => width <= available) ?? narrowest;
}

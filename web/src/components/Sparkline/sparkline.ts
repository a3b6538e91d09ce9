/**
 * The SVG polyline points of `values` drawn in a `width` × `height` box with `pad` pixels inside
 * each edge: the first value at the left, the last at the right, the lowest at the bottom. A
 * flat series is drawn through the middle.
 */
export function sparklinePoints(values: readonly number[], width: number, height: number, pad = 2): string {
  if (values.length === 0) return '';
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low;
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const x = pad + index * step;
      const y = span === 0 ? height / 2 : pad + ((high - value) / span) * (height - 2 * pad);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

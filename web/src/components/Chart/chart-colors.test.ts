import { describe, expect, it } from 'vitest';
import { chartColor, chartColors } from './chart-colors';

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [number, number, number];
}

/** sRGB channel to linear light. */
function linear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** CIELAB (D65) of an sRGB colour. */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CIE76 colour difference: about 2 is just noticeable, 20 tells lines apart at a glance. */
function distance(a: string, b: string): number {
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

describe('chart palette', () => {
  it('has twenty colours, no two alike', () => {
    expect(chartColors).toHaveLength(20);
    for (const [i, first] of chartColors.entries()) {
      for (const second of chartColors.slice(i + 1)) {
        expect(distance(first, second), `${first} vs ${second}`).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it('keeps every colour readable on white (3:1 or more)', () => {
    for (const color of chartColors) {
      expect(contrastOnWhite(color), color).toBeGreaterThanOrEqual(3);
    }
  });

  it('repeats only after the twentieth series', () => {
    expect(new Set(Array.from({ length: 20 }, (_, index) => chartColor(index))).size).toBe(20);
    expect(chartColor(20)).toBe(chartColor(0));
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastOnWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastOnWhite('#ffffff')).toBeCloseTo(1, 5);
  });
});

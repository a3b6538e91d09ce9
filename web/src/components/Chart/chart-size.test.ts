import { describe, expect, it } from 'vitest';
import { chartWidthFor } from './chart-size';

describe('chartWidthFor', () => {
  it('takes the widest breakpoint that fits', () => {
    expect(chartWidthFor(1400)).toBe(1330);
    expect(chartWidthFor(1330)).toBe(1330);
    expect(chartWidthFor(1329)).toBe(1110);
    expect(chartWidthFor(1248)).toBe(1110);
    expect(chartWidthFor(1000)).toBe(930);
    expect(chartWidthFor(700)).toBe(690);
    expect(chartWidthFor(600)).toBe(510);
    expect(chartWidthFor(336)).toBe(320);
  });

  it('keeps the narrowest width when nothing fits (or before the page is measured)', () => {
    expect(chartWidthFor(300)).toBe(320);
    expect(chartWidthFor(0)).toBe(320);
  });
});

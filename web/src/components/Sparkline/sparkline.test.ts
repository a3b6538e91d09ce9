import { describe, expect, it } from 'vitest';
import { sparklinePoints } from './sparkline';

describe('sparklinePoints', () => {
  it('spans the box: first value left, last right, lowest at the bottom', () => {
    expect(sparklinePoints([1000, 1100, 1050], 100, 20, 0)).toBe('0.0,20.0 50.0,0.0 100.0,10.0');
  });

  it('draws a flat series through the middle and nothing for no values', () => {
    expect(sparklinePoints([5, 5], 10, 20, 0)).toBe('0.0,10.0 10.0,10.0');
    expect(sparklinePoints([], 10, 20)).toBe('');
  });
});

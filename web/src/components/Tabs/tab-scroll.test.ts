import { describe, expect, it } from 'vitest';
import { overflowEdges, scrollLeftToReveal } from './tab-scroll';

describe('overflowEdges', () => {
  it('hides nothing when every tab fits', () => {
    expect(overflowEdges(0, 300, 300)).toEqual({ start: false, end: false });
  });

  it('hides the end of a list scrolled to its start', () => {
    expect(overflowEdges(0, 900, 360)).toEqual({ start: false, end: true });
  });

  it('hides both ends in the middle and only the start at the end', () => {
    expect(overflowEdges(200, 900, 360)).toEqual({ start: true, end: true });
    expect(overflowEdges(540, 900, 360)).toEqual({ start: true, end: false });
  });

  it('ignores a sub-pixel remainder at either end', () => {
    expect(overflowEdges(0.6, 900, 360)).toEqual({ start: false, end: true });
    expect(overflowEdges(539.5, 900, 360)).toEqual({ start: true, end: false });
  });
});

describe('scrollLeftToReveal', () => {
  it('leaves a visible tab where it is', () => {
    expect(scrollLeftToReveal(100, 200, 0, 360, 24)).toBe(0);
  });

  it('scrolls just far enough to show a tab past the end, clear of the fade', () => {
    expect(scrollLeftToReveal(700, 820, 0, 360, 24)).toBe(484);
  });

  it('scrolls back to show a tab before the start, never below 0', () => {
    expect(scrollLeftToReveal(300, 400, 500, 360, 24)).toBe(276);
    expect(scrollLeftToReveal(10, 100, 500, 360, 24)).toBe(0);
  });
});

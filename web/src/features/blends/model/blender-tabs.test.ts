import { describe, expect, it } from 'vitest';
import { blenderTabFromParam, blenderTabsOf, blenderTabsShown } from './blender-tabs';

describe('blender tabs', () => {
  it('offers Optimize on the member’s own blend, in Show All too', () => {
    expect(blenderTabsOf(false)).toEqual(['allocations', 'correlation', 'statistics-ratios', 'optimize', 'all']);
    expect(blenderTabFromParam('optimize')).toBe('optimize');
    expect(blenderTabsShown('all')).toEqual(['allocations', 'correlation', 'statistics-ratios', 'optimize']);
  });

  it('has no Optimize for a saved blend shown read-only, which could not apply a proposal', () => {
    expect(blenderTabsOf(true)).toEqual(['allocations', 'correlation', 'statistics-ratios', 'all']);
    expect(blenderTabFromParam('optimize', true)).toBe('allocations');
    expect(blenderTabsShown('all', true)).toEqual(['allocations', 'correlation', 'statistics-ratios']);
  });
});

import { describe, expect, it } from 'vitest';
import { growthLayout } from './growth-layout';

describe('growthLayout', () => {
  it('draws the growth of 1,000 on the chosen scale', () => {
    expect(growthLayout('growth', 'log').yaxis).toMatchObject({ type: 'log', tickformat: ',.0f' });
    expect(growthLayout('growth', 'linear').yaxis).toMatchObject({ type: 'linear' });
  });

  it('keeps percent returns on a linear axis through zero', () => {
    expect(growthLayout('percent', 'linear').yaxis).toEqual({ tickformat: '.0%', zeroline: true });
  });

  it('puts the legend below the plot, clear of the toolbar at its top', () => {
    const { legend, showlegend } = growthLayout('growth', 'linear');
    expect(showlegend).toBe(true);
    expect(legend).toMatchObject({ orientation: 'h', yanchor: 'top' });
    expect(legend?.y).toBeLessThan(0);
  });
});

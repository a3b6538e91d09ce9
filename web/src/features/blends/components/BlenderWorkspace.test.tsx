import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEngine } from '@/lib/engine';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInMember } from '@/test/render';
import type { BlenderTab } from '@/features/blends/model/blender-tabs';
import { order, testBlend } from '@/features/blends/model/test-blend';
import { sectionMeasureName, updateMeasureName, type UpdateSection } from '@/features/blends/model/update-timing';
import { BlenderWorkspace } from './BlenderWorkspace';

const blend = testBlend([order(1, 201501, 60), order(2, 201601, 48), order(3, 201701, 36)]);

async function renderBlender(tab: BlenderTab) {
  mockApi({
    'GET /compare-items': () => json(200, []),
    'PUT /me/blends/7/orders': () => json(200, blend),
    'PUT /me/blends/7/normalization': () => json(200, blend),
  });
  const engine = await loadEngine();
  return renderWithProviders(
    <BlenderWorkspace blend={blend} engine={engine} session={signedInMember} readOnly={false} tab={tab} queryKey={['blend']} />,
    { session: signedInMember, route: `/en/tools/blender/${tab}` },
  );
}

const sections: readonly UpdateSection[] = ['summary', 'chart', 'performance-table', 'correlation', 'statistics'];

/** The sections whose commit an edit's timing recorded, and whether its measure ended at the last. */
function timedEdit() {
  const timed = sections.filter((section) => performance.getEntriesByName(sectionMeasureName(section)).length > 0);
  const ends = timed.flatMap((section) => performance.getEntriesByName(sectionMeasureName(section)).map((entry) => entry.duration));
  const updates = performance.getEntriesByName(updateMeasureName);
  return { timed, updates: updates.length, endsAtLastSection: updates[0]?.duration === Math.max(...ends) };
}

describe('BlenderWorkspace update timing', () => {
  beforeEach(() => {
    performance.clearMeasures();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('times an edit on the all tab until the summary, chart, monthly table, matrix and statistics show it', async () => {
    const { unmount } = await renderBlender('all');
    fireEvent.change(screen.getByRole('combobox', { name: 'Leverage of Program 2' }), { target: { value: '3' } });
    expect(timedEdit()).toEqual({ timed: sections, updates: 1, endsAtLastSection: true });
    unmount();
  });

  it('times an edit on the other tabs until the sections they show have it', async () => {
    const { unmount } = await renderBlender('correlation');
    fireEvent.click(screen.getByRole('radio', { name: 'Only months all programs share' }));
    expect(timedEdit()).toEqual({ timed: ['summary', 'chart', 'performance-table', 'correlation'], updates: 1, endsAtLastSection: true });
    unmount();

    performance.clearMeasures();
    const statistics = await renderBlender('statistics-ratios');
    fireEvent.click(screen.getByRole('radio', { name: 'Only months all programs share' }));
    expect(timedEdit()).toEqual({ timed: ['summary', 'chart', 'performance-table', 'statistics'], updates: 1, endsAtLastSection: true });
    statistics.unmount();

    performance.clearMeasures();
    const allocations = await renderBlender('allocations');
    fireEvent.change(screen.getByRole('combobox', { name: 'Leverage of Program 1' }), { target: { value: '2' } });
    expect(timedEdit()).toEqual({ timed: ['summary', 'chart', 'performance-table'], updates: 1, endsAtLastSection: true });
    allocations.unmount();
  });
});

describe('BlenderWorkspace period and shares', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('states the period of the figures and switches it to the months all programs share', async () => {
    const { unmount } = await renderBlender('allocations');
    const summary = screen.getByRole('region', { name: 'Summary' });
    const period = () => summary.querySelector('.blender-period__text')?.textContent.replace(/\u00a0/g, ' ');
    expect(period()).toBe(
      'Period Jan 2015 – Dec 2019; 1 of 3 programs from Jan 2015, 2 of 3 programs from Jan 2016, all 3 programs from Jan 2017',
    );
    expect(screen.getByRole('radio', { name: 'The whole period' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Only months all programs share' }));
    expect(period()).toBe('Period Jan 2017 – Dec 2019; only the months all 3 programs share');
    unmount();
  });

  it('turns a typed percentage into the amount that gives the program that share', async () => {
    const { unmount } = await renderBlender('allocations');
    // The others hold 200,000: 50 % is another 200,000.
    fireEvent.change(screen.getByRole('textbox', { name: 'Share of the blend for Program 1, in percent' }), {
      target: { value: '50' },
    });
    expect(screen.getByRole('textbox', { name: 'Amount allocated to Program 1' })).toHaveValue('200000');
    expect(screen.getByRole('textbox', { name: 'Share of the blend for Program 2, in percent' })).toHaveValue('25');
    fireEvent.change(screen.getByRole('textbox', { name: 'Share of the blend for Program 2, in percent' }), {
      target: { value: '100' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a percentage above 0 and below 100');
    unmount();
  });
});

describe('BlenderWorkspace optimize', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('optimizes in the browser, and Apply gives the summary the figures the proposal promised', async () => {
    const { unmount } = await renderBlender('optimize');
    const fetches = vi.mocked(fetch).mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Optimize' }));
    const figures = screen.getByRole('table', { name: 'Current blend and proposal' });
    const promised = within(figures).getByRole('row', { name: /Sharpe/ }).querySelectorAll('td')[1]?.textContent;
    expect(promised).toMatch(/^\d+\.\d\d$/);

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const summary = screen.getByRole('region', { name: 'Summary' });
    const sharpe = [...summary.querySelectorAll('.blender-figures__item')].find((item) => item.textContent.startsWith('Sharpe'));
    expect(sharpe?.querySelector('dd')?.textContent).toBe(promised);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('(Unsaved)');
    // Computed in the browser: the only request is the background write, later.
    expect(vi.mocked(fetch).mock.calls.length).toBe(fetches);
    unmount();
  });

  it('has no Optimize tab for a saved blend shown read-only', async () => {
    mockApi({ 'GET /compare-items': () => json(200, []) });
    const engine = await loadEngine();
    const { unmount } = renderWithProviders(
      <BlenderWorkspace blend={blend} engine={engine} session={signedInMember} readOnly tab="allocations" queryKey={['blend']} />,
      { session: signedInMember, route: '/en/tools/blender/allocations?blendId=7' },
    );
    expect(screen.getByRole('tab', { name: 'Correlation' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Optimize' })).not.toBeInTheDocument();
    unmount();
  });
});

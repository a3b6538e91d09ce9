import { fireEvent, screen } from '@testing-library/react';
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
    fireEvent.click(screen.getByRole('checkbox', { name: 'Normalized Graph' }));
    expect(timedEdit()).toEqual({ timed: ['summary', 'chart', 'performance-table', 'correlation'], updates: 1, endsAtLastSection: true });
    unmount();

    performance.clearMeasures();
    const statistics = await renderBlender('statistics-ratios');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Normalized Graph' }));
    expect(timedEdit()).toEqual({ timed: ['summary', 'chart', 'performance-table', 'statistics'], updates: 1, endsAtLastSection: true });
    statistics.unmount();

    performance.clearMeasures();
    const allocations = await renderBlender('allocations');
    fireEvent.change(screen.getByRole('combobox', { name: 'Leverage of Program 1' }), { target: { value: '2' } });
    expect(timedEdit()).toEqual({ timed: ['summary', 'chart', 'performance-table'], updates: 1, endsAtLastSection: true });
    allocations.unmount();
  });
});

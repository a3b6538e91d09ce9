import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlendHead, BlendSummary } from '@/features/blends/api/blends';
import { json, mockApi } from '@/test/api-mock';
import { ScreenAt } from '@/test/location';
import { renderWithProviders, signedInMember } from '@/test/render';
import { SavedBlends } from './SavedBlends';

function summary(blendId: number, blendName: string, dateCreated: string, isCurrent = false): BlendSummary {
  return {
    blendId,
    blendName,
    blendStatusId: 3,
    blendTypeId: 1,
    isCurrent,
    isNormalized: false,
    dateCreated,
    dateCalculated: dateCreated,
    programCount: 3,
    ytdReturn: 0.05,
    compoundedAnnualROR: 0.08,
    maxDrawDown: -0.12,
    correlationsp500: 0.21,
    sharpe: 0.9,
    standardDeviation: 0.1,
  };
}

const worksheet = (programs: number): BlendHead => ({
  blendId: 99,
  blendName: 'New Blend',
  blendTypeId: 4,
  isCurrent: true,
  orders: Array.from({ length: programs }, (_, i) => ({ programId: i + 1, programName: `P${String(i + 1)}` })),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(blends: BlendSummary[], current: BlendHead, copyDelay = 0) {
  let items = [...blends];
  const api = mockApi({
    'GET /me/blends': () => json(200, { items }),
    'GET /me/blends/current': () => json(200, current),
    'POST /me/blends/1/copy': async () => {
      await new Promise((resolve) => setTimeout(resolve, copyDelay));
      const copy = summary(3, 'Core (Copy)', '2026-11-22T10:00:00Z');
      items = [...items, copy];
      return json(201, copy);
    },
    'POST /me/blends/2/load': () => json(200, { ...current, blendId: 2, blendTypeId: 1 }),
    'POST /me/blends': () => json(201, worksheet(0)),
  });
  renderWithProviders(<ScreenAt path="/en/tools/saved-blends" screen={<SavedBlends session={signedInMember} />} />, {
    session: signedInMember,
    route: '/en/tools/saved-blends',
  });
  return api;
}

const blendNames = () =>
  within(screen.getByRole('table', { name: 'Saved Blends' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('SavedBlends', () => {
  it('lists the saved blends newest first with their stored figures and both disclaimers', async () => {
    setup([summary(1, 'Core', '2026-01-05T10:00:00Z'), summary(2, 'Macro', '2026-03-05T10:00:00Z', true)], worksheet(0));
    await waitFor(() => {
      expect(blendNames()).toEqual(['Macro Current', 'Core']);
    });
    expect(screen.getAllByText('8.00%')).toHaveLength(2);
    expect(screen.getByText(/annualized from monthly returns/)).toBeInTheDocument();
    expect(screen.getByText(/Blends are hypothetical/)).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    setup([], worksheet(0));
    expect(await screen.findByText('No saved blends found.')).toBeInTheDocument();
  });

  it('copies a blend with a spinner on its button, then lists the copy', async () => {
    const { sent } = setup([summary(1, 'Core', '2026-01-05T10:00:00Z')], worksheet(0), 200);
    const copy = await screen.findByRole('button', { name: 'Copy Core' });
    await userEvent.setup().click(copy);
    expect(copy).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('rowheader', { name: 'Core (Copy)' })).toBeInTheDocument();
    expect(copy).not.toHaveAttribute('aria-busy');
    expect(sent('POST /me/blends/1/copy')).toHaveLength(1);
  });

  it('loads a blend straight into the blender when the worksheet is empty', async () => {
    const { sent } = setup([summary(2, 'Macro', '2026-03-05T10:00:00Z')], worksheet(0));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load Macro' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/en/tools/blender');
    expect(sent('POST /me/blends/2/load')).toHaveLength(1);
  });

  it('warns before loading over an unsaved worksheet: view it, or delete and proceed', async () => {
    const { sent } = setup([summary(2, 'Macro', '2026-03-05T10:00:00Z')], worksheet(2));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load Macro' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved worksheet' });
    expect(within(dialog).getByRole('button', { name: 'View current worksheet' })).toBeInTheDocument();
    expect(sent('POST /me/blends/2/load')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete and proceed' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/en/tools/blender');
    expect(sent('POST /me/blends/2/load')).toHaveLength(1);
  });

  it('"view current worksheet" opens the blender without changing anything', async () => {
    const { sent } = setup([summary(2, 'Macro', '2026-03-05T10:00:00Z')], worksheet(2));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create new blend' }));
    await user.click(await screen.findByRole('button', { name: 'View current worksheet' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/en/tools/blender');
    expect(sent('POST /me/blends')).toHaveLength(0);
  });

  it('creates a new blend and opens the blender', async () => {
    const { sent } = setup([], worksheet(0));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create new blend' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/en/tools/blender');
    expect(sent('POST /me/blends')[0]?.body).toEqual({ programIds: [] });
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlendHead } from '@/features/blends/api/blends';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInMember } from '@/test/render';
import { AddToList } from './AddToList';

const programs = [
  { programId: 1, programName: 'Alpha Trend' },
  { programId: 2, programName: 'Beta Macro' },
];

function blend(blendId: number, blendName: string, blendTypeId: number, programIds: number[], isCurrent = false): BlendHead {
  return { blendId, blendName, blendTypeId, isCurrent, orders: programIds.map((programId) => ({ programId, programName: `P${String(programId)}` })) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(current: BlendHead) {
  const api = mockApi({
    'GET /me/watchlist': () => json(200, { items: [{ watchlistId: 5, programId: 2, programName: 'Beta Macro' }] }),
    'POST /me/watchlist': () => json(201, {}),
    'GET /me/portfolio': () => json(200, { portfolioId: null, portfolioName: 'My Portfolio', baseCurrency: 'USD', baseUsdPerUnit: 1, total: 0, items: [] }),
    'POST /me/portfolio/orders': () => json(201, {}),
    'GET /me/blends/current': () => json(200, current),
    'GET /me/blends': () => json(200, { items: [{ ...blend(7, 'Core', 1, [1]), programCount: 1, dateCreated: '2026-01-01T00:00:00Z' }] }),
    'GET /me/blends/7': () => json(200, blend(7, 'Core', 1, [1])),
    'POST /me/blends/99/orders': () => json(201, current),
    'POST /me/blends/7/orders': () => json(201, blend(7, 'Core', 1, [1, 2])),
    'POST /me/blends': () => json(201, blend(100, 'New Blend', 4, [1, 2], true)),
  });
  renderWithProviders(<AddToList programs={programs} />, { session: signedInMember });
  return api;
}

describe('AddToList', () => {
  it('is disabled for visitors who are not signed in', () => {
    renderWithProviders(<AddToList programs={programs} />, { session: { status: 'anonymous' } });
    expect(screen.getByRole('button', { name: 'Add to watchlist' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to portfolio' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to blender' })).toBeDisabled();
  });

  it('adds what the watchlist lacks and names what it already holds', async () => {
    const { sent } = setup(blend(99, 'New Blend', 4, []));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to watchlist' }));
    expect(await screen.findByText('Added to watchlist')).toBeInTheDocument();
    expect(screen.getByText('Beta Macro is already in your Watchlist :)')).toBeInTheDocument();
    expect(sent('POST /me/watchlist').map((request) => request.body)).toEqual([{ programId: 1 }]);
  });

  it('adds every program to the portfolio', async () => {
    const { sent } = setup(blend(99, 'New Blend', 4, []));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to portfolio' }));
    expect(await screen.findByText('Added to portfolio')).toBeInTheDocument();
    expect(sent('POST /me/portfolio/orders')).toHaveLength(2);
  });

  it('adds to the current blend by default, with a toast linking to the blender', async () => {
    const { sent } = setup(blend(99, 'New Blend', 4, [2]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add to blender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to blender' });
    expect(await within(dialog).findByRole('option', { name: 'Current blend: New Blend' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added to blender')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the blender' })).toHaveAttribute('href', '/en/tools/blender');
    expect(screen.getByText('Beta Macro is already in this blend :)')).toBeInTheDocument();
    expect(sent('POST /me/blends/99/orders')[0]?.body).toEqual({ programIds: [1] });
  });

  it("warns that a new blend deletes an unsaved worksheet", async () => {
    const { sent } = setup(blend(99, 'New Blend', 4, [5]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add to blender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to blender' });
    await within(dialog).findByRole('option', { name: 'Current blend: New Blend' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Blend' }), 'new');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your current worksheet is not saved: a new blend deletes it.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete and proceed' }));
    expect(await screen.findByText('Added to blender')).toBeInTheDocument();
    expect(sent('POST /me/blends')[0]?.body).toEqual({ programIds: [1, 2] });
  });

  it('adds to a saved blend and links to its read-only view', async () => {
    const { sent } = setup(blend(99, 'New Blend', 4, []));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add to blender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to blender' });
    await within(dialog).findByRole('option', { name: 'Core' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Blend' }), 'Core');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('link', { name: 'Open the blender' })).toHaveAttribute('href', '/en/tools/blender?blendId=7');
    expect(sent('POST /me/blends/7/orders')[0]?.body).toEqual({ programIds: [2] });
  });
});

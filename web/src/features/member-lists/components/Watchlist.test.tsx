import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInMember, testQueryClient } from '@/test/render';
import { Watchlist } from './Watchlist';
import type { WatchlistItem } from '@/features/member-lists/api/watchlist';

function watched(watchlistId: number, programId: number, programName: string, groupName: string, alert = false): WatchlistItem {
  return {
    watchlistId,
    programId,
    programName,
    programUri: programName.toLowerCase().replace(/ /g, '-'),
    groupName,
    groupUri: groupName.toLowerCase().replace(/ /g, '-'),
    alert,
    dateCreated: '2026-11-01T10:00:00Z',
    monthReturn: 0.0123,
    ytdReturn: -0.05,
    compoundReturn: null,
    maxDrawDown: -0.2,
    assets: 2.5e7,
    currency: 'USD',
    investmentMin: 1e5,
    dateInception: '2010-01-01',
    dateReturn: 202610,
  };
}

const match = (programId: number, programName: string, groupName: string) => ({
  programId,
  programName,
  programUri: programName.toLowerCase(),
  groupName,
  groupUri: groupName.toLowerCase(),
  programStatusId: 1,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(initial: WatchlistItem[], queryClient = testQueryClient()) {
  let items = [...initial];
  const api = mockApi({
    'GET /me/watchlist': () => json(200, { items }),
    'GET /programs/search?term=zet': () => json(200, [match(3, 'Zeta Macro', 'Zeta Partners'), match(1, 'Alpha Trend', 'Alpha Capital')]),
    'POST /me/watchlist': (request) => {
      const { programId } = request.body as { programId: number };
      if (items.some((item) => item.programId === programId)) return json(409, { code: 'duplicate', message: 'already there' });
      const added = watched(30, programId, 'Zeta Macro', 'Zeta Partners');
      items = [...items, added];
      return json(201, added);
    },
    'PATCH /me/watchlist/11': (request) => {
      const { alert } = request.body as { alert: boolean };
      items = items.map((item) => (item.watchlistId === 11 ? { ...item, alert } : item));
      return json(200, items.find((item) => item.watchlistId === 11));
    },
    'DELETE /me/watchlist/11': () => {
      items = items.filter((item) => item.watchlistId !== 11);
      return json(204);
    },
  });
  renderWithProviders(<Watchlist session={signedInMember} />, { session: signedInMember, queryClient });
  return {
    ...api,
    /** Makes the server hold a program the page has not seen yet (added in another tab). */
    serverAlsoHas: (item: WatchlistItem) => {
      items = [...items, item];
    },
  };
}

const programNames = () =>
  within(screen.getByRole('table', { name: 'My Watchlist' }))
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getAllByRole('link')[1]?.textContent);

describe('Watchlist', () => {
  it('lists the programs by company name A to Z, and the other way round on a click', async () => {
    setup([watched(12, 2, 'Beta Macro', 'Beta Partners'), watched(11, 1, 'Alpha Trend', 'Alpha Capital')]);
    await waitFor(() => {
      expect(programNames()).toEqual(['Alpha Trend', 'Beta Macro']);
    });
    expect(screen.getAllByRole('cell', { name: '1.23%' })).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'CTA / Program' }));
    expect(programNames()).toEqual(['Beta Macro', 'Alpha Trend']);
  });

  it('shows another currency’s dollar value on hover and sorts AUM by it', async () => {
    const yen = { ...watched(12, 2, 'Beta Macro', 'Beta Partners'), currency: 'JPY', assets: 3e9, assetsUsd: 1.95e7, investmentMinUsd: 650 };
    const dollars = { ...watched(11, 1, 'Alpha Trend', 'Alpha Capital'), assetsUsd: 2.5e7, investmentMinUsd: 1e5 };
    setup([yen, dollars]);
    await waitFor(() => {
      expect(programNames()).toEqual(['Alpha Trend', 'Beta Macro']);
    });
    expect(screen.getByTitle('About $19.5M in US dollars')).toHaveTextContent(/^¥3B/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'AUM' }));
    // Largest first in dollars: ¥3B is about $19.5M, below $25M.
    expect(programNames()).toEqual(['Alpha Trend', 'Beta Macro']);
  });

  it('says when the watchlist is empty', async () => {
    setup([]);
    expect(await screen.findByText('No programs in watchlist.')).toBeInTheDocument();
    expect(screen.getByText(/Past performance is not necessarily indicative/)).toBeInTheDocument();
  });

  it('adds a program chosen in the typeahead with a toast', async () => {
    const { sent } = setup([]);
    const user = userEvent.setup();
    await screen.findByText('No programs in watchlist.');
    await user.type(screen.getByRole('combobox', { name: 'Add a program to your watchlist' }), 'zet');
    await user.click(await screen.findByRole('option', { name: /Zeta Macro/ }));
    expect(await screen.findByText('Added to watchlist')).toBeInTheDocument();
    expect(sent('POST /me/watchlist')[0]?.body).toEqual({ programId: 3 });
    await waitFor(() => {
      expect(programNames()).toEqual(['Zeta Macro']);
    });
  });

  it('refuses a program already on the list without asking the server', async () => {
    const { sent } = setup([watched(11, 1, 'Alpha Trend', 'Alpha Capital')]);
    const user = userEvent.setup();
    await waitFor(() => {
      expect(programNames()).toEqual(['Alpha Trend']);
    });
    await user.type(screen.getByRole('combobox', { name: 'Add a program to your watchlist' }), 'zet');
    await user.click(await screen.findByRole('option', { name: /Alpha Trend/ }));
    expect(await screen.findByText('Alpha Trend is already in your Watchlist :)')).toBeInTheDocument();
    expect(sent('POST /me/watchlist')).toHaveLength(0);
  });

  it("shows the same toast when the server answers 409 duplicate", async () => {
    // The app keeps lists fresh for minutes: the page's copy does not know the other tab's add.
    const api = setup([], new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } }));
    const user = userEvent.setup();
    await screen.findByText('No programs in watchlist.');
    api.serverAlsoHas(watched(40, 3, 'Zeta Macro', 'Zeta Partners'));
    await user.type(screen.getByRole('combobox', { name: 'Add a program to your watchlist' }), 'zet');
    await user.click(await screen.findByRole('option', { name: /Zeta Macro/ }));
    expect(await screen.findByText('Zeta Macro is already in your Watchlist :)')).toBeInTheDocument();
    expect(api.sent('POST /me/watchlist')).toHaveLength(1);
  });

  it('turns an alert on with "Alert added"', async () => {
    const { sent } = setup([watched(11, 1, 'Alpha Trend', 'Alpha Capital')]);
    const alert = await screen.findByRole('checkbox', { name: 'Email alert for Alpha Trend' });
    expect(alert).not.toBeChecked();
    await userEvent.setup().click(alert);
    expect(await screen.findByText('Alert added')).toBeInTheDocument();
    expect(sent('PATCH /me/watchlist/11')[0]?.body).toEqual({ alert: true });
    await waitFor(() => {
      expect(screen.getByRole('checkbox', { name: 'Email alert for Alpha Trend' })).toBeChecked();
    });
  });

  it('removes a program only after confirmation', async () => {
    const { sent } = setup([watched(11, 1, 'Alpha Trend', 'Alpha Capital')]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Alpha Trend' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(sent('DELETE /me/watchlist/11')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Alpha Trend' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No programs in watchlist.')).toBeInTheDocument();
    expect(sent('DELETE /me/watchlist/11')).toHaveLength(1);
  });

  it('speaks Chinese on the Chinese site', async () => {
    mockApi({ 'GET /me/watchlist': () => json(200, { items: [] }) });
    renderWithProviders(<Watchlist session={signedInMember} />, { session: signedInMember, lang: 'zh-hans' });
    expect(await screen.findByText('关注列表中没有项目。')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '向关注列表添加项目' })).toBeInTheDocument();
  });
});

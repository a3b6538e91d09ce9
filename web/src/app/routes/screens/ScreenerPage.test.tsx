import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, type MockRequest } from '@/test/api-mock';
import { CurrentLocation } from '@/test/location';
import { renderWithProviders, signedInMember } from '@/test/render';
import { ScreenerPage } from './ScreenerPage';

const item = (id: number, nameEn: string) => ({ id, code: String(id), nameEn, nameZh: '' });

function listing(programId: number, programName: string) {
  return {
    programId,
    programName,
    programUri: programName.toLowerCase().replace(/ /g, '-'),
    groupId: 1,
    groupName: 'Acme Capital',
    groupUri: 'acme-capital',
    programTypeId: 2,
    programStatusId: 1,
    membershipStatusId: 1,
    isNew: false,
    dateApproved: '2020-01-01',
    dateArchived: null,
    dateInception: '2010-01-01',
    monthReturn: 0.0123,
    dateReturn: 202610,
    ytdReturn: -0.05,
    compoundReturn: null,
    maxDrawDown: -0.2,
    assets: 1.5e7,
    currency: 'USD',
    investmentMin: 1e5,
    sharpeRatio: 0.8,
    volatility: 0.12,
    correlationSp500: 0.1,
    fullYearReturn: 0.1,
    threeYearReturn: 0.2,
    fiveYearReturn: 0.3,
    past12Months: 0.1,
    returnCount: 20,
    recentReturns: [{ month: 202610, value: 0.0123, estimated: true }],
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function api(items = [listing(1, 'Acme Trend')], savedSearch = () => json(201, { savedSearchId: 7 })) {
  const answer = (request: MockRequest) => json(200, { items, totalCount: request.path.includes('pageNumber=2') ? 26 : items.length, returnMonth: 202610 });
  return mockApi({
    'GET /reference': () =>
      json(200, {
        programTypes: [item(1, 'Index'), item(2, 'Fund'), item(3, 'Managed Account')],
        sectorFocusTypes: [item(4, 'Diversified')],
        investorRequirementTypes: [],
        allocationStrategyTypes: [],
        methodologyTypes: [item(1, 'Discretionary'), item(2, 'Systematic')],
        compositionTypes: [item(3, 'Energy')],
      }),
    'POST /me/saved-searches': savedSearch,
    'GET /me/blends/minimal': () => json(200, [{ blendId: 9, blendName: 'New Blend', isCurrent: true }]),
    'GET /programs?filterByBlendCorrelationId=9&sortBy=correlation&orderBy=DESC&pageNumber=1&pageSize=25': () =>
      json(200, { items: [{ ...listing(1, 'Acme Trend'), correlation: -0.4321 }], totalCount: 1, returnMonth: 202610 }),
    ...Object.fromEntries(
      ['', 'filterByMethodologyTypesId=2&'].flatMap((filter) =>
        ['1', '2'].map((page) => [
          `GET /programs?${filter}sortBy=monthReturn&orderBy=DESC&pageNumber=${page}&pageSize=25`,
          answer,
        ]),
      ),
    ),
  });
}

function renderScreener(route: string, session = signedInMember) {
  return renderWithProviders(
    <>
      <ScreenerPage />
      <CurrentLocation />
    </>,
    { route, session },
  );
}

describe('ListingScreen', () => {
  it('shows the rows with the month column headed by last month and the CAROR dash', async () => {
    api();
    renderScreener('/en/managed-futures/performance');
    const table = await screen.findByRole('table', { name: 'Managed Futures Performance' });
    expect(await within(table).findByRole('link', { name: 'Acme Trend' })).toHaveAttribute(
      'href',
      '/en/groups/acme-capital/programs/acme-trend',
    );
    expect(within(table).getByRole('columnheader', { name: /^Oct/ })).toBeInTheDocument();
    expect(within(table).getByText('–')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Oct' })).toHaveAttribute(
      'href',
      '/en/indexes/cta-index/rankings?filterByDateEnd=2026-10',
    );
  });

  it('heads the month column by last month before the data comes, even in January, and reports a failed load', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 0, 15));
    mockApi({ 'GET /programs?sortBy=monthReturn&orderBy=DESC&pageNumber=1&pageSize=25': () => json(500, { code: 'internal_error', message: 'boom' }) });
    renderScreener('/en/managed-futures/performance');
    expect(screen.getByRole('columnheader', { name: /^Dec/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^2026/ })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong…');
  });

  it('says the month of a row whose last return is older than the column’s, in the reader’s language', async () => {
    api([{ ...listing(1, 'Acme Trend'), dateReturn: 202609 }]);
    renderWithProviders(<ScreenerPage />, {
      route: '/zh-hans/managed-futures/performance',
      lang: 'zh-hans',
      session: signedInMember,
    });
    expect(await screen.findByText('(2026年9月)')).toBeInTheDocument();
  });

  it('puts a filter in the URL and the request, back on page 1', async () => {
    const { sent } = api();
    renderScreener('/en/managed-futures/performance?pageNumber=2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Systematic' }));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/en/managed-futures/performance?filterByMethodologyTypesId=2');
    });
    await waitFor(() => {
      expect(sent('GET /programs?filterByMethodologyTypesId=2&sortBy=monthReturn&orderBy=DESC&pageNumber=1&pageSize=25')).toHaveLength(1);
    });
  });

  it('saves a search only when filters exist and confirms with a link', async () => {
    const { sent } = api();
    renderScreener('/en/managed-futures/performance?filterByMethodologyTypesId=2');
    const save = await screen.findByRole('button', { name: 'Save Search' });
    await userEvent.setup().click(save);
    expect(await screen.findByText('Search Saved!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View saved searches' })).toHaveAttribute('href', '/en/tools/dashboard/saved-searches');
    expect(sent('POST /me/saved-searches')[0]?.body).toEqual({ filters: { filterByMethodologyTypesId: ['2'] } });
  });

  it('words a full saved-search list in the reader\'s language', async () => {
    api(undefined, () => json(409, { code: 'limit_reached', message: 'at most 100 saved searches', limit: 100 }));
    renderScreener('/en/managed-futures/performance?filterByMethodologyTypesId=2');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Search' }));
    expect(await screen.findByText('This list is full. Remove an entry before adding another.')).toBeInTheDocument();
  });

  it('hides Save Search without filters, and shows anonymous visitors no filters or column menu', async () => {
    api();
    const { unmount } = renderScreener('/en/managed-futures/performance');
    await screen.findByRole('link', { name: 'Acme Trend' });
    expect(screen.queryByRole('button', { name: 'Save Search' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Acme Trend' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<ScreenerPage />, { route: '/en/managed-futures/performance' });
    await screen.findByRole('link', { name: 'Acme Trend' });
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Search' })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'Select Acme Trend' })).not.toBeInTheDocument();
  });

  it('says there are no results and offers the unfiltered list and Reset', async () => {
    api([]);
    renderScreener('/en/managed-futures/performance?filterByMethodologyTypesId=2');
    expect(await screen.findByText(/No Results\. Try updating or clearing your filters…/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all programs' })).toHaveAttribute('href', '/en/managed-futures/performance');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/managed-futures\/performance$/);
    });
  });

  it('lets a Member Plus correlate with a blend: sorted by it, with its column after the program', async () => {
    api();
    renderScreener('/en/managed-futures/performance', { ...signedInMember, roles: ['Member', 'Member Plus'] });
    const user = userEvent.setup();
    const blend = await screen.findByRole('combobox', { name: 'Correlation with blend' });
    await screen.findByRole('option', { name: 'New Blend (current worksheet)' });
    await user.selectOptions(blend, '9');
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('?filterByBlendCorrelationId=9&sortBy=correlation&orderBy=DESC');
    });
    const headers = await screen.findAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toContain('Blend Correlation');
    expect(await screen.findByText('-0.43')).toBeInTheDocument();
  });

  it('offers the blend correlation to no ordinary member', async () => {
    api();
    renderScreener('/en/managed-futures/performance');
    await screen.findByRole('link', { name: 'Acme Trend' });
    expect(screen.queryByRole('combobox', { name: 'Correlation with blend' })).not.toBeInTheDocument();
  });

  it('offers the selected programs to the watchlist, portfolio and blender, then clears the selection', async () => {
    const { sent } = mockApi({
      'GET /programs?sortBy=monthReturn&orderBy=DESC&pageNumber=1&pageSize=25': () =>
        json(200, { items: [listing(1, 'Acme Trend'), listing(2, 'Acme Macro')], totalCount: 2, returnMonth: 202610 }),
      'GET /me/watchlist': () => json(200, { items: [] }),
      'POST /me/watchlist': () => json(201, {}),
    });
    renderScreener('/en/managed-futures/performance');
    const user = userEvent.setup();
    expect(screen.queryByRole('group', { name: 'Add to a list' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Acme Trend' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Acme Macro' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Add to a list' });
    expect(within(actions).getByRole('button', { name: 'Add to portfolio' })).toBeEnabled();
    expect(within(actions).getByRole('button', { name: 'Add to blender' })).toBeEnabled();
    await user.click(within(actions).getByRole('button', { name: 'Add to watchlist' }));
    expect(await screen.findByText('Added to watchlist')).toBeInTheDocument();
    expect(sent('POST /me/watchlist').map((request) => request.body)).toEqual([{ programId: 1 }, { programId: 2 }]);
    expect(screen.getByRole('checkbox', { name: 'Select Acme Trend' })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Add to a list' })).not.toBeInTheDocument();
  });

  it('keeps the user’s column choices across visits', async () => {
    api();
    const { unmount } = renderScreener('/en/managed-futures/performance');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sharpe' }));
    await user.click(screen.getByRole('checkbox', { name: 'AUM' }));
    expect(screen.getByRole('columnheader', { name: /Sharpe/ })).toBeInTheDocument();
    unmount();

    renderScreener('/en/managed-futures/performance');
    await screen.findByRole('link', { name: 'Acme Trend' });
    expect(screen.getByRole('columnheader', { name: /Sharpe/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /AUM/ })).not.toBeInTheDocument();
  });
});

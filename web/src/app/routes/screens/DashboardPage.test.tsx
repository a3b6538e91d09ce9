import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockProgramFormApi } from '@/features/programs/api/program-form-fixtures';
import { json, mockApi, type MockRequest } from '@/test/api-mock';
import type { Session } from '@/lib/session';
import { ScreenAt } from '@/test/location';
import { renderWithProviders, signedInAdmin, signedInMember } from '@/test/render';
import { plotly } from '@/test/plotly';
import type { ReturnStatistics } from '@/features/dashboard/api/return-statistics';
import { DashboardPage } from './DashboardPage';

// jsdom cannot draw plotly's SVG: the lazily loaded bundle is replaced by a recorder of traces.
vi.mock('@/components/Chart/plotly-bundle', async () => ({ default: (await import('@/test/plotly')).plotly }));

const item = (id: number, nameEn: string) => ({ id, code: String(id), nameEn, nameZh: '' });

afterEach(() => {
  vi.unstubAllGlobals();
});

type RankingMeasure = ReturnStatistics['topRankings'][number]['rankingMeasure'];

const ranking = (portfolioUri: string, portfolioName: string, portfolioNameZh: string, rankingMeasure: RankingMeasure = 'monthReturn') => ({
  portfolioId: portfolioUri.length,
  portfolioUri,
  portfolioName,
  portfolioNameZh,
  kind: rankingMeasure === 'monthReturn' ? ('methodology' as const) : ('ranking' as const),
  minTrackMonths: 24,
  rankingMeasure,
});

const topRankings = [
  ranking('methodology-systematic', 'Systematic Traders Index', '系统化交易员指数'),
  ranking('methodology-discretionary', 'Discretionary Traders Index', '主观交易员指数'),
  ranking('sector-energy', 'Energy Traders Index', '能源交易员指数'),
  ranking('ranking-sharpe-ratio', 'Sharpe Ratio Ranking', '夏普比率排名', 'sharpeRatio'),
  ranking('ranking-ytd', 'YTD Performance Ranking', '年初至今业绩排名', 'yearToDate'),
  ranking('ranking-1-year', '1 Year Performance Ranking', '1年业绩排名', 'oneYear'),
  ranking('ranking-3-year', '3 Year Performance Ranking', '3年业绩排名', 'threeYear'),
  ranking('ranking-5-year', '5 Year Performance Ranking', '5年业绩排名', 'fiveYear'),
  ranking('assets-under-10m', 'Assets Under $10M Index', '管理资产低于1000万指数'),
  ranking('assets-over-10m', 'Assets Over $10M Index', '管理资产高于1000万指数'),
];

const distribution = [
  { label: '< -20%', lower: null, upper: -0.2, count: 0 },
  ...Array.from({ length: 40 }, (_, i) => ({
    label: `${String(i - 20)}% to ${String(i - 19)}%`,
    lower: (i - 20) / 100,
    upper: (i - 19) / 100,
    count: i === 22 ? 300 : 5,
  })),
  { label: '>= 20%', lower: 0.2, upper: null, count: 9 },
];

const statistics: ReturnStatistics = {
  dateCalculated: '2026-11-26T11:20:56Z',
  month: '2026-10',
  activeProgramsTotal: 523,
  returnCountLastMonth: 500,
  returnCountTwoMonth: 20,
  activeData: { returnCount: 523, returnAverage: 0.028952198852772455, returnMax: 0.2521, returnMin: -0.1943 },
  positiveData: { returnCount: 391, returnAverage: 0.050337340153452634, returnMax: 0.2521, returnMin: 0.0003 },
  negativeData: { returnCount: 131, returnAverage: -0.03465572519083968, returnMax: -0.0001, returnMin: -0.1943 },
  distribution,
  topRankings,
  portfolioStatistics: null,
  miscStatistics: null,
};

const adminStatistics: ReturnStatistics = {
  ...statistics,
  portfolioStatistics: { blendsTotal: 12, portfoliosTotal: 1234, watchListsTotal: 7 },
  miscStatistics: { newProgramAlertsTotal: 3, savedSearchesTotal: 45 },
};

const statsRoute = { 'GET /return-statistics': () => json(200, statistics) };

/** The block of the dashboard titled `name`. */
const block = (name: string) => screen.getByRole('region', { name });

/** The figure beside `label` in a block's lists. */
const figure = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

function renderDashboard(route: string, session: Session = signedInMember) {
  return renderWithProviders(
    <ScreenAt path="/en/tools/dashboard/:tab?" screen={<DashboardPage />} />,
    { route, session },
  );
}

const listing = (programId: number, programName: string, programStatusId: number) => ({
  programId,
  programName,
  programUri: programName.toLowerCase().replace(/ /g, '-'),
  groupId: 4,
  groupName: 'Alpha Capital',
  groupUri: 'alpha-capital',
  programStatusId,
});

const alphaCapital = { groupId: 4, groupUri: 'alpha-capital', groupName: 'Alpha Capital', groupStatusId: 1 };
const manager: Session = { ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [4] };
/** The program form renders once its lists arrive: on a busy machine that may take more than a second. */
const slow = { timeout: 5_000 };

describe('DashboardPage', () => {
  it('sends visitors who are not signed in to the login page and back', () => {
    renderDashboard('/en/tools/dashboard/portfolio', { status: 'anonymous' });
    expect(screen.getByTestId('location')).toHaveTextContent('/en/login?redirect=%2Ftools%2Fdashboard%2Fportfolio');
  });

  it('opens on the watchlist and moves between tabs by URL', async () => {
    mockApi({
      ...statsRoute,
      'GET /me/watchlist': () => json(200, { items: [] }),
      'GET /me/portfolio': () => json(200, { portfolioId: null, portfolioName: 'My Portfolio', baseCurrency: 'USD', baseUsdPerUnit: 1, total: 0, items: [] }),
    });
    renderDashboard('/en/tools/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Watchlist' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'My Programs' })).not.toBeInTheDocument();
    expect(await screen.findByText('No programs in watchlist.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Portfolio' }));
    expect(await screen.findByText('No programs in portfolio.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit My Profile' })).toHaveAttribute('href', '/en/profile');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/en/contact-us');
    expect(screen.queryByRole('link', { name: 'Add Your CTA' })).not.toBeInTheDocument();
  });

  it('offers Add Your CTA to a CTA Manager without a company', () => {
    mockApi({ ...statsRoute, 'GET /me/watchlist': () => json(200, { items: [] }) });
    renderDashboard('/en/tools/dashboard', { ...signedInMember, roles: ['Member', 'CTA Manager'] });
    expect(screen.getByRole('link', { name: 'Add Your CTA' })).toHaveAttribute('href', '/en/tools/add-cta');
  });

  it("lists a manager's company programs with their status and an Add Program button", async () => {
    mockApi({
      ...statsRoute,
      'GET /me/groups': () =>
        json(200, { items: [{ groupId: 4, groupUri: 'alpha-capital', groupName: 'Alpha Capital', groupStatusId: 1 }] }),
      'GET /groups/alpha-capital/programs?includeArchived=true': () =>
        json(200, { items: [listing(1, 'Alpha Trend', 1), listing(2, 'Alpha Pending', 2)], visits: { '1': 3 } }),
      'GET /reference': () => json(200, { programStatuses: [item(1, 'Active'), item(2, 'Pending')] }),
    });
    renderDashboard('/en/tools/dashboard/programs', { ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [4] });
    const table = await screen.findByRole('table', { name: 'Alpha Capital' });
    expect(await within(table).findByText('Pending')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Alpha Pending' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Program' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it("adds a program in the tab's form, says Program Saved and lists it", async () => {
    const stored = [listing(1, 'Alpha Trend', 1)];
    const { sent } = mockProgramFormApi({
      ...statsRoute,
      'GET /me/groups': () => json(200, { items: [alphaCapital] }),
      'GET /groups/alpha-capital/programs?includeArchived=true': () => json(200, { items: stored, visits: {} }),
      'POST /groups/alpha-capital/programs': (request: MockRequest) => {
        stored.push(listing(2, 'New Trend', 2));
        return json(201, { programId: 2, programUri: 'new-trend', groupId: 4, groupUri: 'alpha-capital', groupName: 'Alpha Capital', program: (request.body as { program: unknown }).program, platformIds: [] });
      },
    });
    renderDashboard('/en/tools/dashboard/programs', manager);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Program' }));
    const form = within(screen.getByRole('region', { name: 'Add a program to Alpha Capital' }));
    await user.type(await form.findByRole('textbox', { name: /Program Name/ }, slow), 'New Trend');
    await user.selectOptions(form.getByRole('combobox', { name: /Program Type/ }), await form.findByRole('option', { name: 'Managed Account' }, slow));
    await user.selectOptions(form.getByRole('combobox', { name: /Current Status/ }), 'Open to New Investments');
    await user.click(form.getByRole('checkbox', { name: /I certify/ }));
    await user.click(form.getByRole('button', { name: 'Add Program' }));

    expect(await screen.findByText('Program Saved')).toBeInTheDocument();
    expect(sent('POST /groups/alpha-capital/programs')[0]?.body).toMatchObject({ program: { programName: 'New Trend' } });
    expect(screen.queryByRole('region', { name: 'Add a program to Alpha Capital' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Alpha Capital' });
    expect(await within(table).findByRole('rowheader', { name: 'New Trend' })).toBeInTheDocument();
  });

  it('lets administrators remove a program after a confirmation', async () => {
    const stored = [listing(1, 'Alpha Trend', 1), listing(3, 'Alpha Gone', 4)];
    const api = mockApi({
      ...statsRoute,
      'GET /me/groups': () => json(200, { items: [alphaCapital] }),
      'GET /groups/alpha-capital/programs?includeArchived=true': () => json(200, { items: stored, visits: {} }),
      'GET /reference': () => json(200, { programStatuses: [item(1, 'Active'), item(4, 'Deleted')] }),
      'DELETE /groups/alpha-capital/programs/alpha-trend': () => {
        stored[0] = listing(1, 'Alpha Trend', 4);
        return new Response(null, { status: 204 });
      },
    });
    renderDashboard('/en/tools/dashboard/programs', { ...signedInAdmin, groups: [4] });
    const user = userEvent.setup();
    // A program already Deleted has nothing left to remove.
    expect(await screen.findByRole('button', { name: 'Remove Alpha Trend' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Alpha Gone' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Alpha Trend' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'No' }));
    expect(api.sent('DELETE /groups/alpha-capital/programs/alpha-trend')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Alpha Trend' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Remove Alpha Trend? It is marked Deleted and leaves the listings.',
    );
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Alpha Trend removed')).toBeInTheDocument();
    expect(api.sent('DELETE /groups/alpha-capital/programs/alpha-trend')).toHaveLength(1);
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Remove Alpha Trend' })).not.toBeInTheDocument();
    });
  });

  describe('Top Rankings and Database Stats', () => {
    it('links the ten rankings in order and shows the programs and the last month as the API sends them', async () => {
      mockApi({ ...statsRoute, 'GET /me/watchlist': () => json(200, { items: [] }) });
      renderDashboard('/en/tools/dashboard');
      const rankings = await screen.findByRole('table', { name: 'Top Rankings' });
      const links = within(rankings).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(topRankings.map((index) => index.portfolioName));
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        topRankings.map((index) => `/en/indexes/${index.portfolioUri}/rankings`),
      );

      const database = block('Database Stats');
      expect(figure(database, 'Active programs as of today')).toBe('523');
      expect(figure(database, 'With a return through October 2026')).toBe('500 (95.60%)');
      expect(figure(database, 'With a return in the last 60 days, excluding October 2026')).toBe('20 (3.82%)');
      expect(within(database).getByRole('heading', { name: 'Returns for October 2026' })).toBeInTheDocument();
      expect(figure(database, 'Managers positive')).toBe('391');
      expect(figure(database, 'Managers negative')).toBe('131');
      expect(figure(database, 'Average positive')).toBe('5.03%');
      expect(figure(database, 'Average negative')).toBe('-3.47%');
      expect(figure(database, 'Highest')).toBe('25.21%');
      expect(figure(database, 'Average')).toBe('2.90%');
      expect(figure(database, 'Lowest')).toBe('-19.43%');

      // The distribution: one column per bucket, with the counts sent and the buckets named.
      const chart = within(database).getByRole('figure', { name: 'Distribution of Returns, October 2026' });
      await waitFor(() => {
        expect(plotly.react.mock.calls.some(([root]) => chart.contains(root))).toBe(true);
      });
      const [trace] = plotly.react.mock.calls.filter(([root]) => chart.contains(root)).at(-1)?.[1] ?? [];
      expect(trace?.type).toBe('bar');
      expect(trace?.y).toEqual(distribution.map((bucket) => bucket.count));
      expect(trace?.hovertext?.[0]).toBe('Below -20%');
      expect(trace?.hovertext?.[41]).toBe('20% and above');

      // The administrators' blocks are not there for a member (the server sends them none).
      expect(screen.queryByRole('region', { name: 'Blender Stats' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Misc Stats' })).not.toBeInTheDocument();
      // The tabs are still there below.
      expect(screen.getByRole('tab', { name: 'Watchlist' })).toHaveAttribute('aria-selected', 'true');
    });

    it('shows administrators the Blender Stats and Misc Stats the server sends them', async () => {
      mockApi({ 'GET /return-statistics': () => json(200, adminStatistics), 'GET /me/watchlist': () => json(200, { items: [] }) });
      renderDashboard('/en/tools/dashboard', signedInAdmin);
      const blender = await screen.findByRole('region', { name: 'Blender Stats' });
      expect(figure(blender, 'Saved blends')).toBe('12');
      expect(figure(blender, 'Portfolios')).toBe('1,234');
      expect(figure(blender, 'Watchlists')).toBe('7');
      const misc = block('Misc Stats');
      expect(figure(misc, 'New program alerts')).toBe('3');
      expect(figure(misc, 'Saved searches')).toBe('45');
    });

    it('says the figures are loading, then shows a failure in the blocks', async () => {
      const pending: { answer?: (response: Response) => void } = {};
      mockApi({
        'GET /return-statistics': () =>
          new Promise<Response>((resolve) => {
            pending.answer = resolve;
          }),
        'GET /me/watchlist': () => json(200, { items: [] }),
      });
      renderDashboard('/en/tools/dashboard');
      expect(within(block('Top Rankings')).getByText('Loading…')).toBeInTheDocument();
      expect(within(block('Database Stats')).getByText('Loading…')).toBeInTheDocument();
      await waitFor(() => {
        expect(pending.answer).toBeDefined();
      });
      pending.answer?.(json(500, { code: 'internal_error', message: 'boom' }));
      expect(await within(block('Top Rankings')).findByRole('alert')).toBeInTheDocument();
      expect(within(block('Database Stats')).getByRole('alert')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Watchlist' })).toBeInTheDocument();
    });

    it('names the rankings and the month in Chinese on the Chinese site', async () => {
      mockApi({ ...statsRoute, 'GET /me/watchlist': () => json(200, { items: [] }) });
      renderWithProviders(<ScreenAt path="/zh-hans/tools/dashboard/:tab?" screen={<DashboardPage />} />, {
        route: '/zh-hans/tools/dashboard',
        session: signedInMember,
        lang: 'zh-hans',
      });
      const rankings = await screen.findByRole('table', { name: '热门排名' });
      expect(within(rankings).getByRole('link', { name: '系统化交易员指数' })).toHaveAttribute(
        'href',
        '/zh-hans/indexes/methodology-systematic/rankings',
      );
      const database = block('数据库统计');
      expect(within(database).getByRole('heading', { name: '2026年10月收益统计' })).toBeInTheDocument();
      expect(figure(database, '已报告截至2026年10月的收益')).toBe('500（95.60%）');
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/config/languages';
import type { ProgramStatistics } from '@/lib/engine';
import { formatDecimal, formatPercent } from '@/lib/format';
import type { Session } from '@/lib/session';
import { json, mockApi } from '@/test/api-mock';
import { matchPath } from '@/lib/router/match';
import { RouteParams, useLocation } from '@/lib/router/Router';
import { CurrentLocation } from '@/test/location';
import { renderWithProviders, signedInMember } from '@/test/render';
import { tracesOf } from '@/test/plotly';
import { energyDetail, energyIdentity, indexStatistics, members, sharpeIdentity } from './api/index-fixtures';
import { IndexPage } from './IndexPage';

// jsdom cannot draw plotly's SVG: the lazily loaded bundle is replaced by a recorder of traces.
vi.mock('@/components/Chart/plotly-bundle', async () => ({ default: (await import('@/test/plotly')).plotly }));

let statistics: ProgramStatistics;

beforeAll(async () => {
  statistics = await indexStatistics();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const item = (id: number, nameEn: string, nameZh: string) => ({ id, code: String(id), nameEn, nameZh });
const reference = {
  sectorFocusTypes: [item(5, 'Energy', '能源')],
  allocationStrategyTypes: [],
  methodologyTypes: [],
};

/** The Energy index's page at its paths; any other path (a redirect's target) shows the location. */
function EnergyIndexScreen() {
  const params = matchPath('/:lang/indexes/sector-energy/:tab?', useLocation().pathname);
  return params ? (
    <RouteParams params={{ ...params, portfolioUri: 'sector-energy' }}>
      <IndexPage />
    </RouteParams>
  ) : (
    <CurrentLocation />
  );
}

interface Options {
  index?: () => Response;
  lang?: Lang;
  session?: Session;
}

function renderIndex(path: string, { index, lang = 'en', session }: Options = {}) {
  const api = mockApi({
    'GET /indexes/sector-energy': index ?? (() => json(200, energyDetail(statistics))),
    'GET /reference': () => json(200, reference),
    'GET /compare-items': () =>
      json(200, [
        { kind: 'index', id: 1, title: 'CTA Atlas CTA Index', titleZh: 'CTA Atlas CTA 指数', portfolioUri: 'cta-index' },
        { kind: 'index', id: 6, title: 'Energy Traders Index', titleZh: '能源交易员指数', portfolioUri: 'sector-energy' },
      ]),
    'GET /indexes/sector-energy/members?month=2026-10': () => json(200, members('2026-10')),
    'GET /indexes/sector-energy/members?month=2026-09': () =>
      json(200, members('2026-09', { items: [], hiddenCount: 0 })),
  });
  renderWithProviders(<EnergyIndexScreen />, {
    route: `/${lang}/indexes/sector-energy${path}`,
    lang,
    session,
  });
  return api;
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('IndexPage', () => {
  it('opens on the snapshot: the rule, the summary figures and the growth of 1,000', async () => {
    renderIndex('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Energy Traders Index' })).toBeInTheDocument();
    expect(document.title).toBe('Energy Traders Index | CTA Atlas');
    expect(await screen.findByText('Active programs with at least 24 months of returns whose sector focus is Energy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Monthly Rankings' })).toHaveAttribute('href', '/en/indexes/sector-energy/rankings');
    expect(screen.getByRole('link', { name: 'How the indexes are built' })).toHaveAttribute('href', '/en/indexes/methodology');
    expect(tab('Snapshot')).toHaveAttribute('aria-selected', 'true');

    const summary = screen.getByRole('region', { name: 'Summary' });
    const figure = (name: string) => within(summary).getByText(name).nextElementSibling?.textContent;
    expect(figure('YTD Return')).toBe(formatPercent(statistics.periodReturns.program.ytdReturn));
    expect(figure('CAROR')).toBe(formatPercent(statistics.compoundedAnnualReturn));
    expect(figure('Max Drawdown')).toBe(formatPercent(statistics.maxDrawDown));
    expect(figure('S&P 500 Correlation')).toBe(formatDecimal(statistics.periodReturns.correlationsp500?.value));
    expect(figure('Sharpe Ratio')).toBe(formatDecimal(statistics.sharpeRatio));
    expect(figure('Annualized Std. Dev.')).toBe(formatPercent(statistics.annualizedStandardDeviation));
    expect(within(summary).getByText('20 programs as of Oct 2026; the index starts in Jan 2023.')).toBeInTheDocument();
    expect(within(summary).getByText(/Oct 2026 is estimated/)).toBeInTheDocument();

    await screen.findByRole('figure', { name: 'Growth of 1,000' });
    await waitFor(() => {
      expect(tracesOf('Growth of 1,000').map((trace) => trace.name)).toEqual(['Energy Traders Index']);
    });
    // The index itself is charted already: not suggested, where another index is.
    const user = userEvent.setup();
    const search = screen.getByRole('combobox', { name: 'Compare with' });
    await user.type(search, 'Traders');
    expect(await screen.findByText('No program or index matches')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'CTA');
    expect(await within(await screen.findByRole('listbox', { name: 'Compare with' })).findByRole('option', { name: /CTA Atlas CTA Index/ })).toBeInTheDocument();
  });

  it('shows the monthly table and the statistics on the historical data tab', async () => {
    const user = userEvent.setup();
    renderIndex('');
    await user.click(await screen.findByRole('tab', { name: 'Historical Data' }));
    expect(tab('Historical Data')).toHaveAttribute('aria-selected', 'true');
    const table = screen.getByRole('table', { name: 'Monthly Returns' });
    const years = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(years).toEqual(['2026', '2025', '2024', '2023']);
    expect(within(table).getByTitle('Estimated')).toHaveTextContent('E');
    expect(screen.getByRole('table', { name: 'Period Returns' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Statistics' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Time Windows' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Drawdown Report' })).toBeInTheDocument();
  });

  it("lists the latest month's programs, with the hidden ones counted, and goes to another month", async () => {
    const user = userEvent.setup();
    const api = renderIndex('/programs');
    const table = await screen.findByRole('table', { name: 'Programs in Oct 2026' });
    await within(table).findByRole('link', { name: 'Crude Oil Portfolio' });
    const rows = within(table).getAllByRole('row');
    expect([...(rows[1]?.children ?? [])].map((cell) => cell.textContent)).toEqual(['Crude Oil PortfolioAshdown', '6.17%', 'May 2023']);
    expect(within(table).getByRole('link', { name: 'Crude Oil Portfolio' })).toHaveAttribute('href', '/en/groups/company-2/programs/program-2');
    expect(within(table).getByRole('link', { name: 'Ashdown' })).toHaveAttribute('href', '/en/groups/company-2');
    expect(screen.getByText('Programs counted: 4')).toBeInTheDocument();
    expect(screen.getByText("Programs hidden from visitors: 2. They still count in the index's return.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ranking of Oct 2026' })).toHaveAttribute(
      'href',
      '/en/indexes/sector-energy/rankings?filterByDateEnd=2026-10',
    );
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();

    // Sorted on the page: the best return first.
    await user.click(within(table).getByRole('button', { name: 'Oct 2026' }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Crude Oil Portfolio');
    await user.click(within(table).getByRole('button', { name: 'Oct 2026' }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Natural Gas Strategy');

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('table', { name: 'Programs in Sep 2026' })).toBeInTheDocument();
    expect(api.sent('GET /indexes/sector-energy/members?month=2026-09')).toHaveLength(1);
    expect(await screen.findByText('No program counts in this month.')).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2026-09');
  });

  it('tells a member how many programs are not shown to them', async () => {
    renderIndex('/programs', { session: signedInMember });
    expect(await screen.findByText("Programs not shown to you: 2. They still count in the index's return.")).toBeInTheDocument();
  });

  it('sends a ranking to its Monthly Rankings', async () => {
    renderIndex('/snapshot', {
      index: () => json(200, { ...sharpeIdentity, statistics: null, monthlyReturns: [], rankingMonths: { first: '1983-03', last: '2026-10' } }),
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/en/indexes/ranking-sharpe-ratio/rankings');
  });

  it('shows the lost page for an index that does not exist', async () => {
    renderIndex('', { index: () => json(404, { code: 'not_found', message: 'not found' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
  });

  it('shows the lost page for the S&P 500, which is not a CTA index', async () => {
    renderIndex('', {
      index: () =>
        json(200, {
          ...energyIdentity,
          kind: 'benchmark',
          minTrackMonths: 0,
          statistics: null,
          monthlyReturns: [{ month: '2026-10', monthlyReturn: 0.07, memberCount: 0, estimated: false }],
          rankingMonths: null,
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
  });

  it('offers no tab with nothing to show, and leads a hidden tab back to the index page', async () => {
    const empty = () => json(200, { ...energyIdentity, statistics: null, monthlyReturns: [], rankingMonths: null });
    renderIndex('/programs', { index: empty });
    expect(await screen.findByText('This index has no months yet: no program meets its rule so far.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('says an index without months has none yet, with no tabs', async () => {
    renderIndex('', { index: () => json(200, { ...energyIdentity, statistics: null, monthlyReturns: [], rankingMonths: null }) });
    expect(await screen.findByText('This index has no months yet: no program meets its rule so far.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Monthly Rankings' })).not.toBeInTheDocument();
  });

  it('speaks Chinese on the Chinese site', async () => {
    renderIndex('/historical-data', { lang: 'zh-hans' });
    expect(await screen.findByRole('heading', { level: 1, name: '能源交易员指数' })).toBeInTheDocument();
    expect(tab('历史数据')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('拥有至少 24 个月业绩记录、行业侧重为能源的活跃项目')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '月度收益' })).toBeInTheDocument();
  });
});

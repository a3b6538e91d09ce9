import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/config/languages';
import { loadEngine, type ProgramStatistics } from '@/lib/engine';
import { formatPercent } from '@/lib/format';
import type { Session } from '@/lib/session';
import { json, mockApi } from '@/test/api-mock';
import { captureDownloads, releaseDownloads } from '@/test/downloads';
import { ScreenAt } from '@/test/location';
import { renderWithProviders, signedInAdmin, signedInMember } from '@/test/render';
import { tracesOf } from '@/test/plotly';
import { easyChallenge } from '@/test/verification';
import type { CompareItem, CompareSeries } from '@/lib/compare';
import type { ProgramAwards } from '@/features/programs/api/awards';
import type { ProgramDetail, ViewLogPage } from '@/features/programs/api/program';
import { ProgramScreen } from './ProgramScreen';

// jsdom cannot draw plotly's SVG: the lazily loaded bundle is replaced by a recorder of traces.
vi.mock('@/components/Chart/plotly-bundle', async () => ({ default: (await import('@/test/plotly')).plotly }));

/** Consecutive months from January 2022 as yyyymm. */
const months = Array.from({ length: 36 }, (_, i) => (2022 + Math.floor(i / 12)) * 100 + (i % 12) + 1);
const values = months.map((_, i) => Math.sin(i) * 0.04);
const benchmark = months.map((_, i) => Math.cos(i) * 0.03);

let statistics: ProgramStatistics;

beforeAll(async () => {
  // The real engine computes the document the server stores, so the page reads its true shape.
  const engine = await loadEngine();
  const estimated = Uint8Array.from(months, (_, i) => (i === months.length - 1 ? 1 : 0));
  statistics = engine.programStatistics(
    Int32Array.from(months),
    Float64Array.from(values),
    estimated,
    Int32Array.from(months),
    Float64Array.from(benchmark),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const item = (id: number, nameEn: string, nameZh: string) => ({ id, code: String(id), nameEn, nameZh });

const reference = {
  frequencyTypes: [item(3, 'Monthly', '每月'), item(4, 'Quarterly', '每季度')],
  investorRequirementTypes: [item(1, 'Accredited Investors', '合格投资者')],
  methodologyTypes: [item(1, 'Discretionary', '主观'), item(2, 'Systematic', '系统化')],
  allocationStrategyTypes: [item(13, 'Trend-following', '趋势跟踪')],
  compositionTypes: [item(3, 'Energy', '能源'), item(6, 'Interest Rates', '利率')],
  holdingPeriodTypes: [item(3, '1-3 Months', '1-3个月')],
};

function detail(overrides: Partial<ProgramDetail> = {}): ProgramDetail {
  return {
    programId: 7,
    programName: 'Trend Program',
    programUri: 'trend',
    groupId: 3,
    groupName: 'Alpha Capital',
    groupUri: 'alpha-capital',
    programTypeId: 3,
    programStatusId: 1,
    membershipStatusId: 1,
    currency: 'USD',
    investmentMin: 250_000,
    tradingLevelIncrease: 50_000,
    subscriptionFrequencyTypeId: 3,
    redemptionFrequencyTypeId: 4,
    investorRequirementTypeId: 1,
    lockupPeriod: 6,
    wddExpected: -0.2,
    worstPeakToTrough: -0.25,
    sectorFocusTypeId: 4,
    carorType: 0,
    usInvest: true,
    highwaterMark: true,
    feeManagement: 0.02,
    feePerformance: 0.2,
    averageCommission: null,
    roundturnYearMillion: 1200,
    marginEquityRatio: 0.15,
    description: 'Follows trends.\nSince 2022.',
    strategyInvestment: 'Breakouts on 60 markets.',
    strategyRisk: '',
    accountingNotes: '',
    dateInception: '2022-01-01',
    dateApproved: '2022-02-01',
    dateArchived: null,
    hideProgram: false,
    methodologies: [{ typeId: 2, value: 1 }],
    allocationStrategies: [{ typeId: 13, value: 0.755 }],
    compositions: [
      { typeId: 6, value: 0.6 },
      { typeId: 3, value: 0.4 },
    ],
    holdings: [{ typeId: 3, value: 1 }],
    statistics,
    monthlyReturns: months.map((month, i) => ({
      month,
      value: values[i] ?? 0,
      assets: i < 30 ? 12_000_000 + i * 100_000 : null,
      estimated: i === months.length - 1,
    })),
    ...overrides,
  };
}

const compareItems: CompareItem[] = [
  { kind: 'program', id: 7, title: 'Alpha Capital – Trend Program' },
  { kind: 'program', id: 8, title: 'Beta – Macro' },
  { kind: 'index', id: 1, title: 'S&P 500 (demo)', titleZh: '标普500（演示）', portfolioUri: 'sp-500' },
  { kind: 'index', id: 2, title: 'CTA Atlas CTA Index', titleZh: 'CTA Atlas CTA 指数', portfolioUri: 'cta-index' },
];

const sp500Series: CompareSeries = {
  kind: 'index',
  id: 1,
  title: 'S&P 500 (demo)',
  titleZh: '标普500（演示）',
  vami: [
    { month: '2021-12', value: 1000 },
    { month: '2022-01', value: 1010 },
  ],
};

const viewLog: ViewLogPage = {
  items: [
    {
      userId: 4,
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '+1 312-555-0123',
      dateCreated: '2026-11-22T09:00:00Z',
    },
    { userId: null, firstName: '', lastName: '', email: '', phone: '', dateCreated: '2026-11-21T09:00:00Z' },
  ],
  totalCount: 2,
};

const awards: ProgramAwards = {
  items: [
    {
      portfolioUri: 'cta-index',
      portfolioNameRanked: 'CTA Atlas CTA Index',
      portfolioNameRankedZh: 'CTA Atlas CTA 指数',
      awardTypeId: 1,
      rank: 1,
      performance: 0.2521,
      rankingMeasure: 'monthReturn',
      dateEnd: '2026-10',
      badge: 'gold',
    },
    {
      portfolioUri: 'ranking-sharpe-ratio',
      portfolioNameRanked: 'Sharpe Ratio Ranking',
      portfolioNameRankedZh: '夏普比率排名',
      awardTypeId: 1,
      rank: 2,
      performance: 1.8765,
      rankingMeasure: 'sharpeRatio',
      dateEnd: '2026-09',
      badge: 'silver',
    },
    {
      portfolioUri: 'ranking-5-year',
      portfolioNameRanked: '5 Year Performance Ranking',
      portfolioNameRankedZh: '5年业绩排名',
      awardTypeId: 1,
      rank: 3,
      performance: 5.156519123402098,
      rankingMeasure: 'fiveYear',
      dateEnd: '2026-06',
      badge: 'bronze',
    },
  ],
  totalCount: 3,
};

const noAwards = () => json(200, { items: [], totalCount: 0 });

interface Options {
  program?: () => Response;
  awards?: () => Response | Promise<Response>;
  session?: Session;
  lang?: Lang;
  /** More answers of the API, keyed like `mockApi`'s. */
  routes?: Record<string, () => Response>;
}

/** A CTA manager of Alpha Capital (group 3), who may edit its programs. */
const alphaManager = { ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [3] };

function renderProgram(
  path: string,
  {
    program = () => json(200, detail()),
    awards: awardsAnswer = () => json(200, awards),
    session = signedInMember,
    lang = 'en',
    routes = {},
  }: Options = {},
) {
  const api = mockApi({
    'GET /groups/alpha-capital/programs/trend': program,
    'GET /programs/7/awards': awardsAnswer,
    'GET /reference': () => json(200, reference),
    'GET /compare-items': () => json(200, compareItems),
    'GET /compare-series?kind=index&id=1': () => json(200, sp500Series),
    'GET /programs/search?term=S%26P': () => json(200, []),
    'GET /programs/search?term=Tre': () => json(200, [{ programId: 7, programName: 'Trend Program', programUri: 'trend', groupName: 'Alpha Capital', groupUri: 'alpha-capital', programStatusId: 1 }]),
    'GET /programs/7/views?pageNumber=1&pageSize=25&orderBy=DESC': () => json(200, viewLog),
    'GET /programs/7/views?pageNumber=1&pageSize=10&orderBy=DESC': () => json(200, viewLog),
    ...routes,
  });
  renderWithProviders(
    <ScreenAt path="/:lang/groups/:groupUri/programs/:programUri/:tab?" screen={<ProgramScreen />} />,
    { route: `/${lang}/groups/alpha-capital/programs/trend${path}`, session, lang },
  );
  return api;
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('ProgramScreen', () => {
  it('opens on the snapshot: key figures, period returns against the S&P 500 and the terms', async () => {
    renderProgram('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trend Program' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alpha Capital' })).toHaveAttribute('href', '/en/groups/alpha-capital');
    expect(tab('Snapshot')).toHaveAttribute('aria-selected', 'true');

    const figures = screen.getByRole('region', { name: 'Key Figures' });
    const figure = (name: string) => within(figures).getByText(name).nextElementSibling?.textContent;
    expect(figure('CAROR')).toBe(formatPercent(statistics.compoundedAnnualReturn));
    expect(figure('Worst Drawdown')).toBe(formatPercent(statistics.maxDrawDown));
    expect(figure('AUM')).toBe('$14.9M');
    expect(figure('Inception')).toBe('Jan 2022');
    expect(figure('Last Month')).toBe('Dec 2024');

    expect(screen.getByRole('figure', { name: 'Growth of 1,000' })).toBeInTheDocument();
    const lastMonths = screen.getByRole('region', { name: 'Last 12 Months' });
    const months = within(lastMonths).getAllByRole('term').map((term) => term.textContent);
    expect(months).toHaveLength(12);
    expect([months[0], months[11]]).toEqual(['Jan 2024', 'Dec 2024']);

    const periods = screen.getByRole('table', { name: 'Period Returns' });
    const rows = within(periods).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Series',
      'Trend Program',
      'S&P 500',
      '±Difference',
    ]);
    const program = statistics.periodReturns.program;
    expect(rows[1]?.children[8]?.textContent).toBe(formatPercent(program.cumulativeROR));
    expect(rows[1]?.children[9]?.textContent).toBe(formatPercent(program.compoundedAnnualROR));

    const terms = screen.getByRole('region', { name: 'Investment Terms & Fees' });
    const term = (name: string) => within(terms).getByText(name).nextElementSibling?.textContent;
    expect(term('Management Fee')).toBe('2.00%');
    expect(term('Performance Fee')).toBe('20.00%');
    expect(term('Minimum Investment')).toBe('$250K');
    expect(await within(terms).findByText('Monthly')).toBeInTheDocument();
    expect(term('Redemption Frequency')).toBe('Quarterly');
    expect(term('Investor Requirement')).toBe('Accredited Investors');
    expect(term('Lockup Period (months)')).toBe('6');
    expect(term('Worst Peak-to-Trough')).toBe(
      `-25.00% reported by the manager; ${formatPercent(statistics.maxDrawDown)} computed from the monthly returns`,
    );

    // A member who may not edit: no Logs tab, no edit links, no blocker.
    expect(screen.queryByRole('tab', { name: 'Logs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByText('Sign up for free to keep exploring')).not.toBeInTheDocument();
  });

  it('titles the tab with the program and its company and describes the page, in both languages', async () => {
    renderProgram('');
    await screen.findByRole('heading', { level: 1, name: 'Trend Program' });
    expect(document.title).toBe('Trend Program — Alpha Capital | CTA Atlas');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Follows trends. Since 2022.');
  });

  it('titles the tab in Chinese on the Chinese site', async () => {
    renderProgram('', { lang: 'zh-hans' });
    await screen.findByRole('heading', { level: 1, name: 'Trend Program' });
    expect(document.title).toBe('Trend Program（Alpha Capital） | CTA Atlas');
  });

  it('shows a dash for the CAROR below 24 monthly returns', async () => {
    renderProgram('', { program: () => json(200, detail({ statistics: { ...statistics, returnCount: 23 } })) });
    const figures = await screen.findByRole('region', { name: 'Key Figures' });
    expect(within(figures).getByText('CAROR').nextElementSibling?.textContent).toBe('–');
  });

  it('goes to a tab’s own path when the tab is chosen, and back to the page for the snapshot', async () => {
    const user = userEvent.setup();
    renderProgram('');
    await user.click(await screen.findByRole('tab', { name: 'Performance Tables' }));
    expect(tab('Performance Tables')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('table', { name: 'Monthly Performance' })).toBeInTheDocument();
    await user.click(tab('Snapshot'));
    expect(await screen.findByRole('region', { name: 'Key Figures' })).toBeInTheDocument();
  });

  it('draws the growth chart and adds and removes comparison series as tags and traces', async () => {
    const user = userEvent.setup();
    const api = renderProgram('/charts');
    await screen.findByRole('figure', { name: 'Growth of 1,000' });
    await waitFor(() => {
      expect(tracesOf('Growth of 1,000')).toHaveLength(1);
    });
    expect(tracesOf('Growth of 1,000')[0]?.name).toBe('Trend Program');
    expect(tracesOf('Drawdowns (Underwater)')[0]?.type).toBe('scatter');
    expect(tracesOf('Distribution of Monthly Returns')[0]?.type).toBe('bar');

    // Nothing is compared until the reader picks it: the program page adds no index of its own.
    expect(screen.queryByRole('list', { name: 'Compared series' })).not.toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: 'Compare with' });
    // The program itself is charted already: not suggested.
    await user.type(search, 'Tre');
    expect(await screen.findByText('No program or index matches')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'S&P');
    const suggestions = await screen.findByRole('listbox', { name: 'Compare with' });
    await user.click(within(suggestions).getByRole('option', { name: /S&P 500 \(demo\)/ }));
    const tags = await screen.findByRole('list', { name: 'Compared series' });
    expect(within(tags).getByText('S&P 500 (demo)')).toBeInTheDocument();
    await waitFor(() => {
      expect(tracesOf('Growth of 1,000').map((trace) => trace.name)).toEqual(['Trend Program', 'S&P 500 (demo)']);
    });
    expect(api.sent('GET /compare-series?kind=index&id=1')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove S&P 500 (demo)' }));
    expect(screen.queryByRole('list', { name: 'Compared series' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(tracesOf('Growth of 1,000')).toHaveLength(1);
    });
  });

  it('switches the growth chart to rolling returns', async () => {
    const user = userEvent.setup();
    renderProgram('/charts');
    await user.click(await screen.findByRole('button', { name: 'Rolling 12 Months' }));
    expect(screen.getByRole('button', { name: 'Rolling 12 Months' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => {
      const [line] = tracesOf('Rolling Returns') as { y?: number[] }[];
      expect(line?.y).toEqual(statistics.rollingReturns.find((rolling) => rolling.months === 12)?.points.map((p) => p.value));
    });
  });

  it('shows the strategy texts, the percentage lists and the composition pie', async () => {
    renderProgram('/strategy');
    expect(await screen.findByText(/Follows trends\.\s+Since 2022\./)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Risk Management' })).toHaveTextContent('Not provided.');
    const allocations = screen.getByRole('table', { name: 'Allocation Strategies' });
    expect(await within(allocations).findByText('Trend-following')).toBeInTheDocument();
    expect(within(allocations).getByText('75.50%')).toBeInTheDocument();
    await waitFor(() => {
      expect(tracesOf('Market Composition')[0]?.type).toBe('pie');
    });
    expect(within(screen.getByRole('table', { name: 'Market Composition' })).getByText('60.00%')).toBeInTheDocument();
  });

  it('shows the statistics monthly or annual, the time windows, drawdowns and runs', async () => {
    const user = userEvent.setup();
    renderProgram('/statistics-ratios');
    const block = await screen.findByRole('table', { name: 'Statistics' });
    const value = (name: string) => within(block).getByText(name).closest('tr')?.lastElementChild?.textContent;
    const { monthlyStats, annualStats } = statistics.statisticsRatios;
    expect(value('Best Period')).toBe(formatPercent(monthlyStats.bestPeriod));
    expect(value('Periods')).toBe(String(monthlyStats.periods));
    await user.click(screen.getByRole('button', { name: 'Annual' }));
    expect(value('Periods')).toBe(String(annualStats.periods));

    const windows = within(screen.getByRole('table', { name: 'Time Windows' })).getAllByRole('row');
    expect(windows.slice(1).map((row) => row.querySelector('th')?.textContent)).toEqual(
      statistics.timeWindows.map((window) => `${String(window.months)}-Month`),
    );
    const drawdowns = within(screen.getByRole('table', { name: 'Drawdown Report' })).getAllByRole('row');
    expect(drawdowns).toHaveLength(statistics.drawDownReport.length + 1);
    expect(screen.getByRole('table', { name: 'Consecutive Gains & Losses' })).toHaveTextContent('Longest run of gains');
  });

  it('marks estimated months in the performance table, latest year first', async () => {
    renderProgram('/performance-tables');
    const table = await screen.findByRole('table', { name: 'Monthly Performance' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Year', '2024', '2023', '2022']);
    const december = statistics.performanceTable.find((year) => year.year === 2024)?.returns[11]?.value;
    expect(within(table).getByTitle('Estimated')).toHaveTextContent('E');
    expect(rows[1]?.children[12]?.textContent).toBe(`${formatPercent(december)}E`);
    expect(screen.getByText('E: an estimated return, not yet final.')).toBeInTheDocument();
  });

  it('leaves months without a return blank', async () => {
    const gap = {
      ...statistics,
      performanceTable: [
        {
          year: 2024,
          returns: [{ month: '2024-01', value: null, estimated: false }],
          ytd: null,
          maxDrawDown: null,
        },
      ],
    };
    renderProgram('/performance-tables', { program: () => json(200, detail({ statistics: gap })) });
    const table = await screen.findByRole('table', { name: 'Monthly Performance' });
    const cells = within(table).getAllByRole('row')[1]?.querySelectorAll('td') ?? [];
    expect([...cells].slice(0, 12).map((cell) => cell.textContent)).toEqual(Array<string>(12).fill(''));
  });

  it('lists the awards on the badges tab: medal and place, the ranking of the month, the ranked figure', async () => {
    renderProgram('/badges');
    const table = await screen.findByRole('table', { name: 'Badges' });
    expect(tab('Badges')).toHaveAttribute('aria-selected', 'true');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [gold, silver, bronze] = rows;
    if (!gold || !silver || !bronze) throw new Error('three awards expected');
    const figures = (row: HTMLElement) => [...row.children].slice(2).map((cell) => cell.textContent);
    expect(within(gold).getByText('Gold medal, rank 1')).toHaveClass('visually-hidden');
    expect(within(gold).getByRole('link', { name: 'CTA Atlas CTA Index' })).toHaveAttribute(
      'href',
      '/en/indexes/cta-index/rankings?filterByDateEnd=2026-10',
    );
    expect(figures(gold)).toEqual(['Oct 2026', 'Month return', '25.21%']);
    expect(within(silver).getByText('Silver medal, rank 2')).toBeInTheDocument();
    expect(figures(silver)).toEqual(['Sep 2026', 'Sharpe ratio', '1.88']);
    expect(within(bronze).getByText('Bronze medal, rank 3')).toBeInTheDocument();
    expect(figures(bronze)).toEqual(['Jun 2026', '5-year return (cumulative)', '515.65%']);
    expect(screen.queryByText(/Showing the newest/)).not.toBeInTheDocument();
  });

  it('says how many awards it leaves out when the server sends only the newest', async () => {
    renderProgram('/badges', { awards: () => json(200, { ...awards, totalCount: 257 }) });
    expect(await screen.findByText('Showing the newest 3 of 257 awards.')).toBeInTheDocument();
  });

  it('hides the badges tab of a program without awards: its path is a lost page', async () => {
    const api = renderProgram('', { awards: noAwards });
    await screen.findByRole('heading', { level: 1, name: 'Trend Program' });
    await waitFor(() => {
      expect(api.sent('GET /programs/7/awards')).toHaveLength(1);
    });
    expect(tab('Performance Tables')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Badges' })).not.toBeInTheDocument();
  });

  it('answers the badges path of a program without awards as a lost page, once the awards are known', async () => {
    renderProgram('/badges', { awards: noAwards });
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
  });

  it('shows the page without waiting for the awards, and the badges tab once they arrive', async () => {
    const pending: { answer?: (response: Response) => void } = {};
    renderProgram('', {
      awards: () =>
        new Promise<Response>((resolve) => {
          pending.answer = resolve;
        }),
    });
    expect(await screen.findByRole('region', { name: 'Key Figures' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Badges' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(pending.answer).toBeDefined();
    });
    pending.answer?.(json(200, awards));
    expect(await screen.findByRole('tab', { name: 'Badges' })).toBeInTheDocument();
  });

  it('keeps the badges path and shows the error there when the awards cannot be loaded', async () => {
    renderProgram('/badges', { awards: () => json(500, { code: 'internal_error', message: 'boom' }) });
    const section = await screen.findByRole('region', { name: 'Badges' });
    expect(await within(section).findByRole('alert')).toBeInTheDocument();
    expect(tab('Badges')).toHaveAttribute('aria-selected', 'true');
  });

  it('shows every tab’s content on the all tab', async () => {
    renderProgram('/all');
    expect(await screen.findByRole('region', { name: 'Key Figures' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Investment Strategy' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Growth of 1,000' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Time Windows' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Monthly Performance' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Badges' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'View Log' })).not.toBeInTheDocument();
  });

  describe('badges and links by role', () => {
    it('shows the Closed badge to anyone', async () => {
      renderProgram('', { program: () => json(200, detail({ membershipStatusId: 2 })) });
      await screen.findByRole('heading', { level: 1, name: 'Trend Program' });
      expect(screen.getByText('Closed')).toBeInTheDocument();
    });

    it('hides the Archived badge from readers who are not administrators', async () => {
      renderProgram('', { program: () => json(200, detail({ programStatusId: 3 })) });
      await screen.findByRole('heading', { level: 1, name: 'Trend Program' });
      expect(screen.queryByText('Archived')).not.toBeInTheDocument();
      expect(screen.queryByText('Closed')).not.toBeInTheDocument();
    });

    it('shows the Archived badge (warning) to an administrator', async () => {
      renderProgram('', { program: () => json(200, detail({ programStatusId: 3 })), session: signedInAdmin });
      expect(await screen.findByText('Archived')).toHaveClass('badge--warning');
    });

    it('shows the Pending badge (info) to an administrator', async () => {
      renderProgram('', { program: () => json(200, detail({ programStatusId: 2 })), session: signedInAdmin });
      expect(await screen.findByText('Pending')).toHaveClass('badge--info');
    });

    it('gives editors the Edit and Performance Data links and the Logs tab with the view log', async () => {
      const user = userEvent.setup();
      const api = renderProgram('/users', { session: alphaManager });
      expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
        'href',
        '/en/groups/alpha-capital/programs/trend/edit',
      );
      expect(screen.getByRole('link', { name: 'Performance Data' })).toHaveAttribute(
        'href',
        '/en/groups/alpha-capital/programs/trend/performance',
      );
      expect(tab('Logs')).toHaveAttribute('aria-selected', 'true');
      const log = await screen.findByRole('table', { name: 'View Log' });
      expect(await within(log).findByText('ann@example.com')).toBeInTheDocument();
      expect(within(log).getByText('Ann Lee')).toBeInTheDocument();
      expect(within(log).getByText('Visitor')).toBeInTheDocument();
      expect(screen.getByText('2 views')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/v1/programs/7/views.csv');

      await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
      await waitFor(() => {
        expect(api.sent('GET /programs/7/views?pageNumber=1&pageSize=10&orderBy=DESC')).toHaveLength(1);
      });
    });

    it('says when no one has viewed the program yet', async () => {
      mockApi({
        'GET /groups/alpha-capital/programs/trend': () => json(200, detail()),
        'GET /programs/7/awards': noAwards,
        'GET /reference': () => json(200, reference),
        'GET /programs/7/views?pageNumber=1&pageSize=25&orderBy=DESC': () => json(200, { items: [], totalCount: 0 }),
      });
      renderWithProviders(
        <ScreenAt path="/:lang/groups/:groupUri/programs/:programUri/:tab?" screen={<ProgramScreen />} />,
        { route: '/en/groups/alpha-capital/programs/trend/users', session: alphaManager },
      );
      expect(await screen.findByText('No logs found…')).toBeInTheDocument();
    });

    it('has no Logs tab for other readers: its path is a lost page', async () => {
      renderProgram('/users');
      expect(await screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
    });
  });

  it('locks the page behind the sign-in blocker for anonymous visitors', async () => {
    renderProgram('', { session: { status: 'anonymous' } });
    await screen.findByRole('heading', { level: 1, name: 'Trend Program' });
    expect(screen.getByRole('heading', { name: 'Sign up for free to keep exploring' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register for free' })).toHaveAttribute(
      'href',
      '/en/register?redirect=%2Fgroups%2Falpha-capital%2Fprograms%2Ftrend',
    );
    expect(document.body.style.overflow).toBe('hidden');
  });

  describe('Free research report', () => {
    it('lets a visitor ask over the sign-in blocker, verified, for this program in the page’s language', async () => {
      const { sent } = renderProgram('', {
        session: { status: 'anonymous' },
        lang: 'zh-hans',
        routes: {
          'GET /verification/challenge': () => json(200, easyChallenge()),
          'POST /research-requests': () => new Response(null, { status: 204 }),
        },
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '免费研究报告' }));
      const dialog = screen.getByRole('dialog', { name: '免费研究报告：Trend Program' });
      await user.type(within(dialog).getByRole('textbox', { name: /^名/ }), 'Ann');
      await user.type(within(dialog).getByRole('textbox', { name: /^姓/ }), 'Lee');
      await user.type(within(dialog).getByRole('textbox', { name: /电子邮箱/ }), 'ann@example.com');
      await user.type(within(dialog).getByRole('textbox', { name: /您想了解什么/ }), 'Fees?');
      await user.click(within(dialog).getByRole('checkbox'));
      await waitFor(() => {
        expect(within(dialog).getByRole('checkbox')).toBeChecked();
      });
      await user.click(within(dialog).getByRole('button', { name: '申请报告' }));
      expect(await within(dialog).findByText(/您的申请已发送/)).toBeInTheDocument();
      expect(sent('POST /research-requests')[0]?.body).toMatchObject({
        programId: 7,
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        message: 'Fees?',
        language: 'zh-hans',
        verification: { algorithm: 'SHA-256', number: 3 },
      });
    });
  });

  describe('Print', () => {
    afterEach(releaseDownloads);

    it('downloads the program\'s report in the page\'s language for a member', async () => {
      const downloads = captureDownloads();
      const report = () =>
        new Response('%PDF', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="trend-2026-10.pdf"' },
        });
      renderProgram('', { lang: 'zh-hans', routes: { 'GET /groups/alpha-capital/programs/trend/report?lang=zh-hans': report } });
      await userEvent.click(await screen.findByRole('button', { name: '打印' }));
      await waitFor(() => {
        expect(downloads.names()).toEqual(['trend-2026-10.pdf']);
      });
    });

    it('is not offered to anonymous visitors', async () => {
      renderProgram('', { session: { status: 'anonymous' } });
      await screen.findByRole('heading', { level: 1, name: 'Trend Program' });
      expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    });
  });

  it('says the page does not exist when the server hides the program', async () => {
    renderProgram('', { program: () => json(404, { code: 'not_found', message: 'no such program' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
  });

  it('shows the generic error when the program cannot be loaded', async () => {
    renderProgram('', { program: () => json(500, { code: 'internal_error', message: 'boom' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong…' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('speaks Chinese on the Chinese site', async () => {
    renderProgram('', { lang: 'zh-hans' });
    expect(await screen.findByRole('tab', { name: '概览' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '统计与比率' })).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: '关键数据' });
    expect(within(figures).getByText('成立时间').nextElementSibling?.textContent).toBe('2022年1月');
    expect(await screen.findByText('每月')).toBeInTheDocument();
  });

  it('names the awards in Chinese on the Chinese site', async () => {
    renderProgram('/badges', { lang: 'zh-hans' });
    const table = await screen.findByRole('table', { name: '徽章' });
    expect(within(table).getByRole('link', { name: 'CTA Atlas CTA 指数' })).toHaveAttribute(
      'href',
      '/zh-hans/indexes/cta-index/rankings?filterByDateEnd=2026-10',
    );
    expect(within(table).getByText('金牌，第 1 名')).toBeInTheDocument();
    expect(within(table).getByText('2026年10月')).toBeInTheDocument();
    expect(within(table).getByText('夏普比率')).toBeInTheDocument();
  });
});

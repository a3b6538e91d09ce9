import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/config/languages';
import { shownCaror } from '@/lib/caror';
import { loadEngine, type Engine } from '@/lib/engine';
import { formatDecimal, formatPercent } from '@/lib/format';
import { json, mockApi, requestOf } from '@/test/api-mock';
import { renderWithProviders, signedInMember } from '@/test/render';
import type { MonthEntry, ProgramReturns, Revision, SavedReturns } from '@/features/programs/api/returns';
import type { ProgramDetail } from '@/features/programs/api/program';
import { ProgramPerformancePage } from './ProgramPerformancePage';
import { ScreenAt } from '@/test/location';

const base = '/groups/alpha/programs/trend';
const manager = { ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [3] };

let engine: Engine;

beforeAll(async () => {
  engine = await loadEngine();
});

beforeEach(() => {
  // Only the date is fixed (15 June 2025): the form's year list, default year and month bounds.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.UTC(2025, 5, 15, 12)));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const program = {
  programId: 7,
  programName: 'Trend Program',
  programUri: 'trend',
  groupId: 3,
  groupName: 'Alpha Capital',
  groupUri: 'alpha',
  carorType: 2,
  statistics: null,
  monthlyReturns: [],
} as unknown as ProgramDetail;

const stored: MonthEntry[] = [
  { month: 202412, monthlyReturn: 0.01, assets: null, estimated: false },
  { month: 202501, monthlyReturn: 0.02, assets: 5_000_000, estimated: false },
  { month: 202502, monthlyReturn: -0.015, assets: 5_100_000, estimated: true },
];
const storedReturns: ProgramReturns = { programId: 7, dateInception: '2024-12-01', months: stored, version: 2 };

const revision: Revision = {
  revisionId: 4,
  createdAt: '2025-03-02T10:00:00Z',
  userId: 9,
  userEmail: 'manager@example.com',
  userName: 'Casey Manager',
  summary: '1 added, 1 changed, 0 removed',
  added: 1,
  changed: 1,
  removed: 0,
  changes: [
    { month: 202501, oldReturn: 0.01, newReturn: 0.02, oldAssets: 5_000_000, newAssets: 5_000_000, oldEstimated: false, newEstimated: false },
    { month: 202502, oldReturn: null, newReturn: -0.015, oldAssets: null, newAssets: 5_100_000, oldEstimated: null, newEstimated: true },
  ],
};

/** Months from January 2021 in the file's Date format with percents that wave. */
const fileRows = Array.from({ length: 26 }, (_, i) => {
  const month = `${String(2021 + Math.floor(i / 12))}-${String((i % 12) + 1).padStart(2, '0')}`;
  return { month, percent: (Math.round(Math.cos(i) * 250) / 100).toFixed(2) };
});
const goodCsv = ['Date,Returns', ...fileRows.map((row) => `${row.month},${row.percent}`)].join('\n');
const badCsv = ['Date,Returns', '2023-01,1.00', '2023-02,abc', '2023-03,0.50'].join('\n');

function csvFile(text: string, name = 'returns.csv') {
  return new File([text], name, { type: 'text/csv' });
}

function savedWith(months: MonthEntry[], dateInception: string): SavedReturns {
  return { revision: null, returns: { programId: 7, dateInception, months, version: 2 } };
}

function mockServer(routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${base}`]: () => json(200, program),
    [`GET ${base}/returns`]: () => json(200, storedReturns),
    [`GET ${base}/returns/revisions`]: () => json(200, { items: [revision] }),
    ...routes,
  });
}

function renderPage(lang: Lang = 'en') {
  return renderWithProviders(
    <ScreenAt path={`/${lang}/groups/:groupUri/programs/:programUri/performance`} screen={<ProgramPerformancePage />} />,
    { route: `/${lang}${base}/performance`, session: manager, lang },
  );
}

const certification = () => screen.getByRole('checkbox', { name: 'I certify that all the information provided is accurate.' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

async function chooseFile(text: string) {
  await userEvent.upload(await screen.findByLabelText('Upload a CSV file'), csvFile(text));
}

describe('ProgramPerformancePage: the grid', () => {
  it('shows the stored months of the default year, with months before inception and after this month disabled', async () => {
    mockServer();
    renderPage();
    expect(await screen.findByLabelText(/Inception Date/)).toHaveValue('2024-12-01');
    expect(screen.getByLabelText('Year')).toHaveValue('2025');
    expect(screen.getByLabelText('% change, Jan 2025')).toHaveValue(2);
    expect(screen.getByLabelText('Assets, Feb 2025')).toHaveValue(5_100_000);
    expect(screen.getByLabelText('Estimated, Feb 2025')).toBeChecked();
    expect(screen.getByLabelText('% change, Jun 2025')).toBeEnabled();
    expect(screen.getByLabelText('% change, Jul 2025')).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Year'), '2024');
    expect(screen.getByLabelText('% change, Nov 2024')).toBeDisabled();
    expect(screen.getByLabelText('% change, Dec 2024')).toHaveValue(1);
  });

  it('saves edited months at or after inception as fractions, then resets the certification', async () => {
    const api = mockServer({
      [`PUT ${base}/returns`]: ({ body }) => {
        const sent = body as { months: MonthEntry[]; dateInception: string };
        return json(200, savedWith(sent.months, sent.dateInception));
      },
    });
    renderPage();
    const march = await screen.findByLabelText('% change, Mar 2025');
    await userEvent.type(march, '1.23');
    await userEvent.type(screen.getByLabelText('Assets, Mar 2025'), '5200000');
    await userEvent.click(certification());
    await userEvent.click(saveButton());

    expect(await screen.findByText('Performance Data Saved')).toBeInTheDocument();
    expect(api.sent(`PUT ${base}/returns`)[0]?.body).toEqual({
      dateInception: '2024-12-01',
      acceptedAgreement: true,
      months: [...stored, { month: 202503, monthlyReturn: 0.0123, assets: 5_200_000, estimated: false }],
      version: 2,
    });
    expect(certification()).not.toBeChecked();
  });

  it('leaves out the months before a later inception date and drops its earlier years', async () => {
    const api = mockServer({ [`PUT ${base}/returns`]: () => json(200, savedWith([], '2025-02-01')) });
    renderPage();
    const inception = await screen.findByLabelText(/Inception Date/);
    await userEvent.clear(inception);
    await userEvent.type(inception, '2025-02-01');
    expect(screen.getByLabelText('% change, Jan 2025')).toBeDisabled();
    await userEvent.click(certification());
    await userEvent.click(saveButton());
    await screen.findByText('Performance Data Saved');
    const sent = api.sent(`PUT ${base}/returns`)[0]?.body as { months: MonthEntry[] };
    expect(sent.months.map((month) => month.month)).toEqual([202502]);
  });

  it('needs the certification and shows a wrong step on its month without sending anything', async () => {
    const api = mockServer();
    renderPage();
    await userEvent.type(await screen.findByLabelText('% change, Mar 2025'), '1.234');
    await userEvent.click(saveButton());
    expect(await screen.findByText('You must certify that all information is accurate')).toBeInTheDocument();
    await userEvent.click(certification());
    await userEvent.click(saveButton());
    expect(await screen.findByText('Some months need correcting. Please see above.')).toBeInTheDocument();
    expect(screen.getByLabelText('% change, Mar 2025')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent(`PUT ${base}/returns`)).toHaveLength(0);
  });
});

describe('ProgramPerformancePage: a CSV file', () => {
  it('shows each problem with its row and column, saves nothing and disables Save', async () => {
    const api = mockServer();
    renderPage();
    await chooseFile(badCsv);
    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    const row = within(problems).getByRole('row', { name: /Returns/ });
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('This value is not a number.')).toBeInTheDocument();
    await userEvent.click(certification());
    expect(saveButton()).toBeDisabled();
    expect(api.sent(`POST ${base}/returns/upload?version=2`)).toHaveLength(0);
  });

  it('previews the changes and the statistics the engine computes, posts the same file and resets', async () => {
    const api = mockServer({
      [`POST ${base}/returns/upload?version=2`]: () => json(200, savedWith([], '2021-01-01')),
    });
    renderPage();
    await chooseFile(goodCsv);

    expect(await screen.findByText('26 added, 0 changed, 3 removed')).toBeInTheDocument();
    const changes = screen.getByRole('table', { name: 'Changes to the stored months' });
    expect(within(changes).getByRole('row', { name: /Feb 2025/ })).toHaveTextContent('Removed-1.50%');

    const months = fileRows.map((row) => Number(row.month.replace('-', '')));
    const expected = engine.programStatistics(
      Int32Array.from(months),
      Float64Array.from(fileRows, (row) => Number(row.percent) / 100),
      undefined,
      undefined,
      undefined,
      { carorType: 2 },
    );
    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(figure('CAROR')).toHaveTextContent(formatPercent(shownCaror(expected.compoundedAnnualReturn, expected.returnCount)));
    expect(figure('Worst Drawdown')).toHaveTextContent(formatPercent(expected.maxDrawDown));
    expect(figure('Sharpe Ratio')).toHaveTextContent(formatDecimal(expected.sharpeRatio));
    expect(screen.getByRole('figure', { name: 'VAMI after saving' })).toBeInTheDocument();

    await userEvent.click(certification());
    await userEvent.click(saveButton());
    expect(await screen.findByText('Performance Data Saved')).toBeInTheDocument();
    const upload = api.fetchMock.mock.calls.map(([input, init]) => requestOf(input, init)).find((sent) => sent.method === 'POST');
    expect(upload?.headers.get('Content-Type')).toBe('text/csv');
    expect(await upload?.text()).toBe(goodCsv);
    expect(certification()).not.toBeChecked();
    expect(screen.queryByText('26 added, 0 changed, 3 removed')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Inception Date/)).toHaveValue('2021-01-01');
  });

  it('lists the first 100 of many problems and says how many there are', async () => {
    mockServer();
    renderPage();
    await chooseFile(['Date,Returns', ...Array.from({ length: 150 }, () => 'x,1')].join('\n'));
    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(within(problems).getAllByRole('row')).toHaveLength(101);
    expect(screen.getByText(/The file has 150 problem\(s\)\..*The first 100 are listed\./)).toBeInTheDocument();
  });

  it('refuses a file over 1 MiB without reading or sending it', async () => {
    const api = mockServer();
    renderPage();
    await chooseFile(`Date,Returns\n${'x'.repeat(1024 * 1024)}`);
    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(within(problems).getByText('The file is larger than 1 MB.')).toBeInTheDocument();
    expect(api.sent(`POST ${base}/returns/upload`)).toHaveLength(0);
  });

  it('shows the problems the server finds the same way', async () => {
    mockServer({
      [`POST ${base}/returns/upload?version=2`]: () =>
        json(422, {
          code: 'invalid_csv',
          message: 'the file has 1 problem(s)',
          errors: [{ row: 4, column: 'Returns', code: 'not_a_number', message: 'Row 4, column Returns: abc' }],
        }),
    });
    renderPage();
    await chooseFile(goodCsv);
    await screen.findByText('26 added, 0 changed, 3 removed');
    await userEvent.click(certification());
    await userEvent.click(saveButton());
    const problems = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(within(problems).getByRole('row', { name: /Returns/ })).toHaveTextContent('4ReturnsThis value is not a number.');
    expect(screen.queryByText('Performance Data Saved')).not.toBeInTheDocument();
  });
});

describe('ProgramPerformancePage: a save over a newer version', () => {
  /** The alert naming who changed the record (the page may show other alerts beside it). */
  const conflictAlert = () =>
    waitFor(() => {
      const found = screen.getAllByRole('alert').find((alert) => alert.textContent.includes('Bo Chen'));
      if (!found) throw new Error('no conflict alert yet');
      return found;
    });
  const conflict = () =>
    json(409, { code: 'conflict', message: 'changed', changedBy: 'Bo Chen', changedAt: '2025-06-14T09:30:00Z' });

  it('says who changed the returns and when, and Reload shows the stored ones', async () => {
    let loads = 0;
    const newer: ProgramReturns = {
      ...storedReturns,
      version: 3,
      months: [...stored, { month: 202503, monthlyReturn: 0.04, assets: null, estimated: false }],
    };
    const api = mockServer({
      [`GET ${base}/returns`]: () => {
        loads += 1;
        return json(200, loads === 1 ? storedReturns : newer);
      },
      [`PUT ${base}/returns`]: conflict,
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText('% change, Mar 2025'), '1.23');
    await userEvent.click(certification());
    await userEvent.click(saveButton());

    const alert = await conflictAlert();
    expect(alert).toHaveTextContent('Changed by Bo Chen at Jun 14, 2025');
    expect(api.sent(`PUT ${base}/returns`)[0]?.body).toMatchObject({ version: 2 });
    expect(screen.queryByText('Performance Data Saved')).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => {
      expect(screen.getByLabelText('% change, Mar 2025')).toHaveValue(4);
    });
    expect(screen.queryByText(/Changed by Bo Chen/)).not.toBeInTheDocument();
  });

  it('refuses a stale upload the same way, in Chinese under /zh-hans', async () => {
    mockServer({ [`POST ${base}/returns/upload?version=2`]: conflict });
    renderPage('zh-hans');
    await userEvent.upload(await screen.findByLabelText('上传 CSV 文件'), csvFile(goodCsv));
    await userEvent.click(await screen.findByRole('checkbox', { name: /证明/ }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));

    const alert = await conflictAlert();
    expect(alert).toHaveTextContent('由 Bo Chen 于 2025年6月14日');
    expect(within(alert).getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('ProgramPerformancePage: revisions and access', () => {
  it('lists who saved when, with each month old and new', async () => {
    mockServer();
    renderPage();
    const summary = await screen.findByText(/by Casey Manager: 1 added, 1 changed, 0 removed/);
    await userEvent.click(summary);
    const table = screen.getByRole('table', { name: 'Months changed' });
    expect(within(table).getByRole('row', { name: /Jan 2025/ })).toHaveTextContent('1.00% → 2.00%');
    expect(within(table).getByRole('row', { name: /Feb 2025/ })).toHaveTextContent('-1.50%');
  });

  it('is not found for someone the server refuses', async () => {
    mockApi({
      [`GET ${base}`]: () => json(404, { code: 'not_found', message: 'not found' }),
      [`GET ${base}/returns`]: () => json(404, { code: 'not_found', message: 'not found' }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
  });

  it('speaks Simplified Chinese', async () => {
    mockServer();
    renderPage('zh-hans');
    expect(await screen.findByLabelText('2025年3月涨跌幅 (%)')).toBeEnabled();
    expect(screen.getByRole('heading', { name: '月度收益' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('link', { name: '下载示例文件（performance-template.csv）' })).toHaveAttribute(
        'download',
        'performance-template.csv',
      );
    });
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, firstProgram } from './support/session';

interface Listing {
  programId: number;
  programName: string;
  programUri: string;
  groupUri: string;
  compoundReturn?: number | null;
}

interface CompareItem {
  kind: 'program' | 'index';
  id: number;
  title: string;
  titleZh?: string | null;
}

function programUrl(program: Listing, lang = 'en', tab = ''): string {
  return `/${lang}/groups/${program.groupUri}/programs/${program.programUri}${tab ? `/${tab}` : ''}`;
}

/** The app's percent format: a fraction ×100 with 2 decimals, a dash when missing. */
function percent(fraction: number | null | undefined): string {
  if (fraction === null || fraction === undefined) return '–';
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fraction * 100);
  return `${text}%`;
}

/** A chart plotly has drawn: its SVG is in the figure. */
async function expectDrawn(figure: Locator) {
  await expect(figure.locator('svg.main-svg').first()).toBeVisible({ timeout: 15_000 });
}

const growth = (page: Page) => page.getByRole('figure', { name: 'Growth of 1,000' });
const lineTraces = (figure: Locator) => figure.locator('.scatterlayer .trace');

test('every tab of a program shows its figures, tables and charts', async ({ page }) => {
  await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
  const program = await firstProgram<Listing>(page);
  await page.goto(programUrl(program));
  await expect(page.getByRole('heading', { level: 1, name: program.programName })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Snapshot' })).toHaveAttribute('aria-selected', 'true');

  // The CAROR is the screener's compound return, shown as a percent with 2 decimals.
  const figures = page.getByRole('region', { name: 'Key Figures' });
  await expect(figures.locator('dt', { hasText: 'CAROR' }).locator('+ dd')).toHaveText(percent(program.compoundReturn));
  await expect(page.getByRole('table', { name: 'Period Returns' }).getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Investment Terms & Fees' })).toContainText('Management Fee');

  await page.getByRole('tab', { name: 'Strategy' }).click();
  await expect(page).toHaveURL(new RegExp(`${programUrl(program, 'en', 'strategy')}$`));
  await expect(page.getByRole('table', { name: 'Methodology' })).toBeVisible();
  const pie = page.getByRole('figure', { name: 'Market Composition' });
  await expectDrawn(pie);
  await expect(pie.locator('.pielayer .trace')).toHaveCount(1);

  await page.getByRole('tab', { name: 'Charts' }).click();
  await expect(page).toHaveURL(new RegExp(`${programUrl(program, 'en', 'charts')}$`));
  for (const name of ['Growth of 1,000', 'Drawdowns (Underwater)', 'Distribution of Monthly Returns']) {
    await expectDrawn(page.getByRole('figure', { name }));
  }
  await expect(page.getByRole('figure', { name: 'Distribution of Monthly Returns' }).locator('.barlayer .point')).toHaveCount(42);

  await page.getByRole('button', { name: 'Rolling 12 Months' }).click();
  await expectDrawn(page.getByRole('figure', { name: 'Rolling Returns' }));

  await page.getByRole('tab', { name: 'Statistics & Ratios' }).click();
  const statistics = page.getByRole('table', { name: 'Statistics' });
  await expect(statistics).toContainText('Sharpe Ratio');
  const monthlyPeriods = await statistics.getByRole('row', { name: /^Periods/ }).textContent();
  await page.getByRole('button', { name: 'Annual' }).click();
  await expect(statistics.getByRole('row', { name: /^Periods/ })).not.toHaveText(monthlyPeriods ?? '');
  await expect(page.getByRole('table', { name: 'Time Windows' }).getByRole('row')).toHaveCount(7);
  await expect(page.getByRole('table', { name: 'Drawdown Report' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Consecutive Gains & Losses' })).toContainText('Longest run of gains');

  await page.getByRole('tab', { name: 'Performance Tables' }).click();
  const table = page.getByRole('table', { name: 'Monthly Performance' });
  await expect(table.getByRole('columnheader', { name: 'Dec' })).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(1);

  // The badges tab shows only for a program with awards (see dashboard-indexes.spec.ts).
  const awards = (await (await page.request.get(`/api/v1/programs/${String(program.programId)}/awards`)).json()) as {
    totalCount: number;
  };
  if (awards.totalCount > 0) {
    await page.getByRole('tab', { name: 'Badges' }).click();
    await expect(page.getByRole('table', { name: 'Badges' }).getByRole('row').nth(1)).toBeVisible();
  } else {
    await expect(page.getByRole('tab', { name: 'Badges' })).toHaveCount(0);
  }

  // A member does not edit the program: no Logs tab, no edit links.
  await expect(page.getByRole('tab', { name: 'Logs' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByRole('region', { name: 'Key Figures' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Monthly Performance' })).toBeVisible();
  await expectDrawn(growth(page));
  await expectDrawn(page.getByRole('figure', { name: 'Market Composition' }));
});

test('a comparison series adds a tag and a line, and removing it takes both away', async ({ page }) => {
  await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
  const program = await firstProgram<Listing>(page);
  const items = (await (await page.request.get('/api/v1/compare-items')).json()) as CompareItem[];
  const index = items.find((item) => item.kind === 'index');
  if (!index) throw new Error('the demo data has no index to compare with');

  await page.goto(programUrl(program, 'en', 'charts'));
  await expectDrawn(growth(page));
  await expect(lineTraces(growth(page))).toHaveCount(1);

  const search = page.getByRole('combobox', { name: 'Compare with' });
  const suggestions = page.getByRole('listbox', { name: 'Compare with' });
  await search.fill(index.title);
  await suggestions.getByRole('option', { name: index.title }).click();
  const tags = page.getByRole('list', { name: 'Compared series' });
  await expect(tags.getByRole('listitem')).toHaveCount(1);
  await expect(tags.getByRole('listitem')).toContainText(index.title);
  await expect(lineTraces(growth(page))).toHaveCount(2);
  await expect(growth(page).locator('.legend')).toContainText(index.title);
  // Charted once: it is not suggested again.
  await search.fill(index.title);
  await expect(page.getByText('No program or index matches')).toBeVisible();
  await search.fill('');

  await page.getByRole('button', { name: `Remove ${index.title}` }).click();
  await expect(tags).toHaveCount(0);
  await expect(lineTraces(growth(page))).toHaveCount(1);
  await search.fill(index.title);
  await expect(suggestions.getByRole('option', { name: index.title })).toBeVisible();
});

test('an administrator reads the view log and exports it as CSV', async ({ page }) => {
  await signIn(page, 'admin@demo.cta-atlas.test', 'DemoAdmin1');
  const program = await firstProgram<Listing>(page);
  await page.goto(programUrl(program));
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${programUrl(program)}/edit`);
  await expect(page.getByRole('link', { name: 'Performance Data' })).toHaveAttribute('href', `${programUrl(program)}/performance`);

  await page.getByRole('tab', { name: 'Logs' }).click();
  await expect(page).toHaveURL(new RegExp(`${programUrl(program, 'en', 'users')}$`));
  const log = page.getByRole('table', { name: 'View Log' });
  // This visit is in the log, newest first.
  await expect(log.getByRole('row').nth(1)).toContainText('admin@demo.cta-atlas.test');
  await expect(page.getByText(/^\d+ views$/)).toBeVisible();
  await expect(page.getByLabel('Rows per page')).toHaveValue('25');

  const csv = page.getByRole('link', { name: 'Export CSV' });
  await expect(csv).toHaveAttribute('href', `/api/v1/programs/${String(program.programId)}/views.csv`);
  const response = await page.request.get((await csv.getAttribute('href')) ?? '');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('text/csv');
});

test('anonymous visitors see the program behind the sign-in blocker, the page locked', async ({ page }) => {
  const program = await firstProgram<Listing>(page);
  await page.goto(programUrl(program));
  await expect(page.getByRole('heading', { level: 1, name: program.programName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign up for free to keep exploring' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register for free' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In', exact: true }).last()).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('the program page in Simplified Chinese', async ({ page }) => {
  await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
  const program = await firstProgram<Listing>(page);
  await page.goto(programUrl(program, 'zh-hans'));
  await expect(page.getByRole('tab', { name: '概览' })).toHaveAttribute('aria-selected', 'true');
  const figures = page.getByRole('region', { name: '关键数据' });
  await expect(figures.locator('dt', { hasText: '复合年化收益率' }).locator('+ dd')).toHaveText(percent(program.compoundReturn));
  await expect(page.getByRole('table', { name: '区间回报' })).toContainText('标普500');

  await page.getByRole('tab', { name: '图表' }).click();
  await expect(page).toHaveURL(new RegExp(`${programUrl(program, 'zh-hans', 'charts')}$`));
  await expectDrawn(page.getByRole('figure', { name: '1,000的增长' }));
  await expectDrawn(page.getByRole('figure', { name: '月度回报分布' }));
  await expect(page.getByRole('figure', { name: '月度回报分布' })).toContainText('月数');

  await page.getByRole('tab', { name: '业绩表' }).click();
  await expect(page.getByRole('table', { name: '月度业绩' }).getByRole('columnheader', { name: '12月' })).toBeVisible();
});

test('a program the reader may not see is a lost page', async ({ page }) => {
  await page.goto('/en/groups/no-such-company/programs/no-such-program');
  await expect(page.getByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeVisible();
});

/** The server binary the suite runs against (scripts/test sets it). */
function serverBinary(): string {
  const binary = process.env.SERVER_BIN;
  if (!binary) throw new Error('SERVER_BIN must name the server binary (scripts/test sets it)');
  return binary;
}

test('the page’s worst drawdown and Sharpe ratio equal `server analyze` on the same months', async ({ page }) => {
  await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
  const program = await firstProgram<Listing>(page);
  const detail = (await (
    await page.request.get(`/api/v1/groups/${program.groupUri}/programs/${program.programUri}`)
  ).json()) as { monthlyReturns: { month: number; value: number }[] };
  const csv = [
    'date,program',
    ...detail.monthlyReturns.map(
      (m) => `${String(Math.floor(m.month / 100))}-${String(m.month % 100).padStart(2, '0')},${String(m.value)}`,
    ),
  ].join('\n');
  const file = join(mkdtempSync(join(tmpdir(), 'analyze-')), 'returns.csv');
  writeFileSync(file, csv);
  const analyzed = JSON.parse(execFileSync(serverBinary(), ['analyze', '--input', file], { encoding: 'utf8' })) as {
    series: Record<string, { maxDrawDown: number; sharpeRatio: number | null }>;
  };
  const expected = analyzed.series.program;
  if (!expected) throw new Error('analyze printed no statistics for the series');

  await page.goto(programUrl(program));
  const figures = page.getByRole('region', { name: 'Key Figures' });
  await expect(figures.locator('dt', { hasText: 'Worst Drawdown' }).locator('+ dd')).toHaveText(percent(expected.maxDrawDown));
  const sharpe = expected.sharpeRatio === null ? '–' : expected.sharpeRatio.toFixed(2);
  await expect(figures.locator('dt', { hasText: /^Sharpe Ratio$/ }).locator('+ dd')).toHaveText(sharpe);
});

import { expect, test, type Page } from '@playwright/test';

interface Listed {
  programName: string;
  currency: string;
  assets: number | null;
  assetsUsd: number | null;
  dateReturn: number | null;
}

interface ListingPage {
  items: Listed[];
  returnMonth: number;
}

async function listing(page: Page, query: string): Promise<ListingPage> {
  const response = await page.request.get(`/api/v1/programs?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListingPage;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const enMonth = (yyyymm: number) => `${monthNames[(yyyymm % 100) - 1] ?? ''} ${String(Math.floor(yyyymm / 100))}`;
const zhMonth = (yyyymm: number) => `${String(Math.floor(yyyymm / 100))}年${String(yyyymm % 100)}月`;

function programNames(page: Page, table: string) {
  return page.getByRole('table', { name: table }).getByRole('rowheader').locator('a:first-of-type');
}

/** The AUM cell of the first program on the page not in US dollars. */
function firstNonDollarAum(page: Page, rows: readonly Listed[], table: string) {
  const program = rows.find((row) => row.currency !== 'USD' && row.assets !== null && row.assetsUsd !== null);
  expect(program, 'a program in another currency on the first page').toBeDefined();
  const row = page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: program?.programName ?? '' }).first();
  // The AUM column comes before the minimum investment's: the first converted figure of the row.
  return row.locator('.money--converted').first();
}

const assetsQuery = 'sortBy=assets&orderBy=DESC';

test('a program in another currency shows it, with its US-dollar value on hover, and AUM sorts by that value', async ({ page }) => {
  const api = await listing(page, `${assetsQuery}&pageSize=25`);
  const usd = api.items.map((row) => row.assetsUsd ?? -1);
  expect(usd).toEqual([...usd].sort((a, b) => b - a));

  await page.goto(`/en/managed-futures/performance?${assetsQuery}`);
  const names = programNames(page, 'Managed Futures Performance');
  await expect(names.first()).toHaveText(api.items[0]?.programName ?? '');
  await expect(names).toHaveText(api.items.map((row) => row.programName));

  const aum = firstNonDollarAum(page, api.items, 'Managed Futures Performance');
  await expect(aum).not.toHaveText(/^\$/);
  await expect(aum).toHaveText(/^\D+\d+(\.\d)?[KMB]?/);
  await expect(aum).toHaveAttribute('title', /^About \$\d+(\.\d)?[KMB]? in US dollars$/);
  await aum.hover();
  await expect(aum).toHaveCSS('cursor', 'help');
  // Screen readers hear the converted value too.
  await expect(aum.locator('.visually-hidden')).toHaveText(/About \$/);
});

test('in Chinese, amounts count in 万 and 亿 and the converted value is said in Chinese', async ({ page }) => {
  const api = await listing(page, `${assetsQuery}&pageSize=25`);
  await page.goto(`/zh-hans/managed-futures/performance?${assetsQuery}`);
  const table = page.getByRole('table', { name: '管理期货业绩表现' });
  await expect(programNames(page, '管理期货业绩表现').first()).toHaveText(api.items[0]?.programName ?? '');
  // The largest AUM is above a hundred million dollars: written in 亿, never in M or B.
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.locator('.money').first()).toHaveText(/^US\$\d+(\.\d)?亿$/);
  await expect(table.getByText(/[MB]$/)).toHaveCount(0);
  const aum = firstNonDollarAum(page, api.items, '管理期货业绩表现');
  await expect(aum).toHaveAttribute('title', /^约合 US\$\d+(\.\d)?[万亿]?$/);
});

test('the screener heads its month column with the year; the archived list names each row’s own month', async ({ page }) => {
  const screener = await listing(page, 'pageSize=1');
  await page.goto('/en/managed-futures/performance');
  await expect(page.getByRole('columnheader', { name: enMonth(screener.returnMonth) })).toBeVisible();

  const archivedQuery = (today: Date) =>
    `filterByProgramStatusIds=3&filterByDateArchivedStart=${String(today.getFullYear())}-${String(today.getMonth() + 1).padStart(2, '0')}-01`;
  const start = new Date();
  start.setDate(1);
  start.setMonth(start.getMonth() - 4);
  const archived = await listing(page, `${archivedQuery(start)}&sortBy=dateInception&orderBy=DESC&pageSize=25`);
  expect(archived.items.length).toBeGreaterThan(0);

  await page.goto('/en/managed-futures/archived-programs');
  const table = page.getByRole('table', { name: 'Archived Programs' });
  await expect(table.getByRole('columnheader', { name: 'Last Month' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: monthNames[(archived.returnMonth % 100) - 1] ?? '', exact: true })).toHaveCount(0);
  for (const program of archived.items.slice(0, 5)) {
    const row = table.getByRole('row').filter({ hasText: program.programName }).first();
    await expect(row.locator('.listing__as-of')).toHaveText(`(${enMonth(program.dateReturn ?? 0)})`);
  }
  // A date is one value: it never wraps inside its cell.
  await expect(table.locator('.listing__date').first()).toHaveCSS('white-space', 'nowrap');
  await expect(table.locator('.listing__as-of').first()).toHaveCSS('white-space', 'nowrap');

  await page.goto('/zh-hans/managed-futures/archived-programs');
  const zhTable = page.getByRole('table', { name: '已归档项目' });
  await expect(zhTable.getByRole('columnheader', { name: '最后月份' })).toBeVisible();
  const first = archived.items[0];
  await expect(zhTable.getByRole('row').filter({ hasText: first?.programName ?? '' }).first().locator('.listing__as-of')).toHaveText(
    `(${zhMonth(first?.dateReturn ?? 0)})`,
  );
});

test('the terms label the worst peak-to-trough as reported or computed, never a bare dash', async ({ page }) => {
  // The deepest drawdown of the directory: the case of the issue (a dash beside −44 %).
  await page.goto('/en/managed-futures/performance?sortBy=maxDrawDown&orderBy=ASC');
  await programNames(page, 'Managed Futures Performance').first().click();
  const term = page.locator('.program-terms__item').filter({ hasText: 'Worst Peak-to-Trough' });
  await expect(term.locator('dd')).toHaveText(/(reported by the manager|computed from the monthly returns)/);

  await page.goto(page.url().replace('/en/', '/zh-hans/'));
  const zhTerm = page.locator('.program-terms__item').filter({ hasText: '最大峰谷跌幅' });
  await expect(zhTerm.locator('dd')).toHaveText(/(管理人申报|按月度收益计算)/);
});

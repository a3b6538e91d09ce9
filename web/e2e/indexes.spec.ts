import { expect, test } from '@playwright/test';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `YYYY-MM` as the tables show it: "Oct 2026". */
function monthText(month: string): string {
  return `${monthNames[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
}

test("a recent-return month of the screener opens the CTA Index's ranking of that month", async ({ page }) => {
  await page.goto('/en/managed-futures/performance');
  const screener = page.getByRole('table', { name: 'Managed Futures Performance' });
  const monthLink = screener.locator('a[href*="/indexes/cta-index/rankings?filterByDateEnd="]').first();
  await expect(monthLink).toBeVisible();
  const href = (await monthLink.getAttribute('href')) ?? '';
  const month = /filterByDateEnd=(\d{4}-\d{2})/.exec(href)?.[1] ?? '';
  expect(month).toMatch(/^\d{4}-\d{2}$/);

  await monthLink.click();
  await expect(page).toHaveURL(new RegExp(`/en/indexes/cta-index/rankings\\?filterByDateEnd=${month}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CTA Atlas CTA Index: Monthly Rankings');
  const ranking = page.getByRole('table', { name: `Ranking of ${monthText(month)}` });
  await expect(ranking.getByRole('row').nth(1)).toBeVisible();
  await expect(ranking.getByRole('columnheader', { name: 'Month return' })).toBeVisible();
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue(month);
  await expect(page.getByText(/^Programs ranked: \d+$/)).toBeVisible();
  // Rank 1 wins the gold award; its program's link leads to its page.
  await expect(ranking.getByRole('row').nth(1).getByText('Gold')).toBeVisible();
  const first = ranking.getByRole('row').nth(1).getByRole('link').first();
  await expect(first).toHaveAttribute('href', /^\/en\/groups\/[^/]+\/programs\/[^/]+$/);

  // The previous month is one click away and stays in the URL.
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page).toHaveURL(/filterByDateEnd=\d{4}-\d{2}$/);
  await expect(page).not.toHaveURL(new RegExp(`filterByDateEnd=${month}$`));
  await expect(page.getByRole('table', { name: /^Ranking of / }).getByRole('row').nth(1)).toBeVisible();
});

test('the CTA Indexes list leads to an index whose three tabs show its chart, months and programs', async ({ page }) => {
  await page.goto('/en/managed-futures/performance');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Managed Futures' }).click();
  await nav.getByRole('link', { name: 'CTA Indexes' }).click();
  await expect(page).toHaveURL(/\/en\/indexes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CTA Indexes');
  await expect(page).toHaveTitle('CTA Indexes | CTA Atlas');

  const list = page.getByRole('table', { name: 'CTA Indexes' });
  await expect(list.getByRole('link', { name: 'CTA Atlas CTA Index' })).toBeVisible();
  await expect(page.getByText(/^1 – \d+ of \d+$/)).toBeVisible();
  await list.getByRole('link', { name: 'Energy Traders Index' }).click();

  await expect(page).toHaveURL(/\/en\/indexes\/sector-energy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Energy Traders Index');
  await expect(page.getByText('Active programs with at least 24 months of returns whose sector focus is Energy')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Snapshot' })).toHaveAttribute('aria-selected', 'true');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Sharpe Ratio')).toBeVisible();
  await expect(summary.getByText(/programs as of \w{3} \d{4}/)).toBeVisible();
  // Plotly draws the growth of 1,000 as SVG.
  const chart = page.getByRole('figure', { name: 'Growth of 1,000' });
  await expect(chart.locator('svg.main-svg').first()).toBeVisible();
  await expect(chart.locator('.scatterlayer .trace')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Compare with' }).fill('CTA Atlas');
  await page.getByRole('listbox', { name: 'Compare with' }).getByRole('option', { name: /^CTA Atlas CTA Index/ }).click();
  await expect(chart.locator('.scatterlayer .trace')).toHaveCount(2);

  await page.getByRole('tab', { name: 'Historical Data' }).click();
  await expect(page).toHaveURL(/\/en\/indexes\/sector-energy\/historical-data$/);
  const months = page.getByRole('table', { name: 'Monthly Returns' });
  await expect(months.getByRole('rowheader').first()).toHaveText(/^\d{4}$/);
  await expect(page.getByRole('table', { name: 'Drawdown Report' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Time Windows' })).toBeVisible();

  await page.getByRole('tab', { name: 'Programs' }).click();
  await expect(page).toHaveURL(/\/en\/indexes\/sector-energy\/programs$/);
  const programs = page.getByRole('table', { name: /^Programs in / });
  await expect(programs.getByRole('row').nth(1).getByRole('link').first()).toHaveAttribute('href', /^\/en\/groups\/[^/]+\/programs\/[^/]+$/);
  await expect(page.getByText(/^Programs counted: \d+$/)).toBeVisible();

  await page.getByRole('link', { name: 'Monthly Rankings' }).click();
  await expect(page).toHaveURL(/\/en\/indexes\/sector-energy\/rankings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Energy Traders Index: Monthly Rankings');
  await expect(page.getByRole('table', { name: /^Ranking of / }).getByRole('row').nth(1)).toBeVisible();
});

test('the methodology page states the rules and is linked from the list', async ({ page }) => {
  await page.goto('/en/indexes');
  await page.getByRole('link', { name: 'How the indexes are built' }).click();
  await expect(page).toHaveURL(/\/en\/indexes\/methodology$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CTA Index Methodology');
  await expect(page).toHaveTitle('CTA Index Methodology | CTA Atlas');
  await expect(page.getByText(/equal-weighted mean of its members' returns/)).toBeVisible();
  await expect(page.getByText(/36 months for the CTA Atlas CTA Index, and 24 months for every other index/)).toBeVisible();
  await expect(page.getByText(/investors cannot invest in the indexes/)).toBeVisible();
});

test('a measure ranking has no index page: its address leads to its Monthly Rankings', async ({ page }) => {
  await page.goto('/en/indexes/ranking-sharpe-ratio');
  await expect(page).toHaveURL(/\/en\/indexes\/ranking-sharpe-ratio\/rankings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sharpe Ratio Ranking: Monthly Rankings');
  const ranking = page.getByRole('table', { name: /^Ranking of / });
  await expect(ranking.getByRole('columnheader', { name: 'Sharpe ratio' })).toBeVisible();
  await expect(ranking.getByRole('row').nth(1)).toBeVisible();
});

test('an unknown index is the lost page', async ({ page }) => {
  await page.goto('/en/indexes/no-such-index');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Looks Like You Might Be Lost');
});

test('the rankings and an index page read in Chinese', async ({ page }) => {
  await page.goto('/zh-hans/indexes/cta-index/rankings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CTA Atlas CTA 指数：月度排名');
  await expect(page).toHaveTitle('CTA Atlas CTA 指数：月度排名 | CTA Atlas');
  const ranking = page.getByRole('table', { name: /^\d{4}年\d{1,2}月排名$/ });
  await expect(ranking.getByRole('columnheader', { name: '月度收益率' })).toBeVisible();
  await expect(ranking.getByRole('row').nth(1)).toBeVisible();
  await expect(ranking.getByRole('row').nth(1).getByText('金奖')).toBeVisible();

  await page.goto('/zh-hans/indexes/sector-energy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('能源交易员指数');
  await expect(page.getByText('拥有至少 24 个月业绩记录、行业侧重为能源的活跃项目')).toBeVisible();
  await expect(page.getByRole('tab', { name: '概览' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: '摘要' }).getByText('夏普比率')).toBeVisible();
  await page.getByRole('tab', { name: '成分项目' }).click();
  await expect(page.getByRole('table', { name: /^\d{4}年\d{1,2}月成分项目$/ }).getByRole('row').nth(1)).toBeVisible();
});

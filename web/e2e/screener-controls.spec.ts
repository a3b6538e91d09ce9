import { expect, test, type Page } from '@playwright/test';

// Issue 19, the screener's controls: the filter panel collapses behind a button that counts the
// filters, every option of a filter group shows, the column chooser closes on Escape and outside
// clicks, program names keep their width, the new filters narrow the list, and a disabled Save
// Search says why. On a desktop and on a phone, in English and Chinese.

const screener = '/en/managed-futures/performance';

async function signIn(page: Page) {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill('member@demo.cta-atlas.test');
  await page.getByLabel('Password').fill('DemoMember1');
  await page.getByRole('button', { name: 'Log In' }).click();
  // The menu is folded away on a phone: the page leaving the login form says the session is there.
  await expect(page).not.toHaveURL(/\/login/);
}

function table(page: Page, name = 'Managed Futures Performance') {
  return page.getByRole('table', { name });
}

/** The listing's total for `query`, as the API counts it. */
async function apiTotal(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/v1/programs?${query}&pageSize=1`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { totalCount: number }).totalCount;
}

/** The pager's "1 – 25 of N" for `total` rows. */
function pagerText(total: number): string {
  return `1 – ${String(Math.min(25, total))} of ${String(total)}`;
}

/** The width of the first program cell and whether the table's box scrolls sideways. */
async function programWidth(page: Page): Promise<{ width: number; scrolls: boolean }> {
  const cell = table(page).getByRole('rowheader').first();
  await expect(cell).toBeVisible();
  return cell.evaluate((element) => {
    const box = element.closest('.data-table');
    return {
      width: element.getBoundingClientRect().width,
      scrolls: box !== null && box.scrollWidth > box.clientWidth,
    };
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the filter panel is open, shows every option, and its button counts the filters chosen', async ({ page }) => {
    await signIn(page);
    await page.goto(screener);
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Filters' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'Systematic' })).toBeVisible();
    // No group hides options in a scroll area of its own.
    const groups = panel.getByRole('group');
    expect(await groups.count()).toBeGreaterThan(5);
    const clipped = await groups.evaluateAll((elements) =>
      elements.filter((element) => element.scrollHeight > element.clientHeight + 1).map((element) => element.querySelector('legend')?.textContent),
    );
    expect(clipped).toEqual([]);

    await panel.getByRole('checkbox', { name: 'Systematic' }).click();
    const counted = page.getByRole('button', { name: 'Filters (1)' });
    await expect(counted).toBeVisible();
    await counted.click();
    await expect(panel).toBeHidden();
    await expect(counted).toHaveAttribute('aria-expanded', 'false');
    await expect(table(page)).toBeVisible();
  });

  test('a fee limit narrows the list and the name search finds a company’s programs', async ({ page }) => {
    await signIn(page);
    await page.goto(screener);
    const everything = await apiTotal(page, '');
    await expect(page.getByText(pagerText(everything))).toBeVisible();

    await page.getByRole('combobox', { name: 'Management fee' }).selectOption({ label: '1% or less' });
    await expect(page).toHaveURL(/filterByFeeManagementMax=1(&|$)/);
    const cheap = await apiTotal(page, 'filterByFeeManagementMax=1');
    expect(cheap).toBeLessThan(everything);
    expect(cheap).toBeGreaterThan(0);
    await expect(page.getByText(pagerText(cheap))).toBeVisible();

    await page.getByRole('combobox', { name: 'Performance fee' }).selectOption({ label: '15% or less' });
    await page.getByRole('combobox', { name: 'US investors' }).selectOption({ label: 'Open to US investors' });
    const narrower = await apiTotal(page, 'filterByFeeManagementMax=1&filterByFeePerformanceMax=15&filterByUsInvest=true');
    expect(narrower).toBeLessThan(cheap);
    await expect(page.getByText(pagerText(narrower))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible();

    await page.getByRole('button', { name: 'Reset' }).click();
    const search = page.getByRole('searchbox', { name: 'Program or company name' });
    await search.fill('Ma');
    await expect(page.getByText('Enter at least 3 characters.')).toBeVisible();
    await expect(page).not.toHaveURL(/filterByName/);
    await search.fill('Matsuda');
    await expect(page).toHaveURL(/filterByName=Matsuda/);
    const found = await apiTotal(page, 'filterByName=Matsuda');
    expect(found).toBeGreaterThan(0);
    await expect(page.getByText(pagerText(found))).toBeVisible();
    for (const row of await table(page).getByRole('rowheader').all()) {
      await expect(row).toContainText(/matsuda/i);
    }
  });

  test('the column chooser closes on Escape and on a click outside; names keep their width', async ({ page }) => {
    await signIn(page);
    await page.goto(screener);
    const before = await programWidth(page);
    const columns = page.getByRole('button', { name: 'Columns' });
    await columns.click();
    await expect(page.getByRole('checkbox', { name: 'Sharpe' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('checkbox', { name: 'Sharpe' })).toBeHidden();
    await expect(columns).toBeFocused();
    await expect(columns).toHaveAttribute('aria-expanded', 'false');

    await columns.click();
    for (const name of ['Sharpe', 'Volatility', 'S&P Correlation', '1 Year', '3 Years', '5 Years', 'Past 12 Months']) {
      await page.getByRole('checkbox', { name }).check();
    }
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('checkbox', { name: 'Sharpe' })).toBeHidden();

    const after = await programWidth(page);
    expect(after.width).toBeGreaterThanOrEqual(239);
    expect(after.width).toBeGreaterThanOrEqual(Math.min(before.width, 239));
    expect(after.scrolls).toBe(true);
  });

  test('Save Search, disabled for a visitor, says why and leads to the login', async ({ page }) => {
    await page.goto(`${screener}?filterByCARORMin=10`);
    const save = page.getByRole('button', { name: 'Save Search' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription('Log in to save searches');
    await page.getByRole('link', { name: 'Log in to save searches' }).click();
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fmanaged-futures%2Fperformance%3FfilterByCARORMin%3D10$/);
  });

  test('in Chinese: the count, the new filters and the reason', async ({ page }) => {
    await page.goto('/zh-hans/managed-futures/performance?filterByCARORMin=10');
    await expect(page.getByRole('button', { name: '保存搜索' })).toHaveAccessibleDescription('登录后即可保存搜索');
    await signIn(page);
    await page.goto('/zh-hans/managed-futures/performance?filterByFeeManagementMax=1&filterByUsInvest=true');
    await expect(page.getByRole('button', { name: '筛选（2）' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: '管理费' })).toHaveValue('1');
    await expect(page.getByRole('combobox', { name: '美国投资者' })).toHaveValue('true');
    const total = await apiTotal(page, 'filterByFeeManagementMax=1&filterByUsInvest=true');
    await expect(page.getByText(`第 1 – ${String(Math.min(25, total))} 条，共 ${String(total)} 条`)).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the filter panel starts collapsed behind its count, and opens', async ({ page }) => {
    await signIn(page);
    await page.goto(`${screener}?filterByFeePerformanceMax=20&filterByName=Matsuda`);
    const toggle = page.getByRole('button', { name: 'Filters (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
    await expect(table(page).getByRole('rowheader').first()).toBeInViewport();
    await toggle.click();
    await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Program or company name' })).toHaveValue('Matsuda');
  });

  test('the column chooser closes on Escape and a tap outside; names keep their width', async ({ page }) => {
    await signIn(page);
    await page.goto(screener);
    const columns = page.getByRole('button', { name: 'Columns' });
    await columns.click();
    await expect(page.getByRole('checkbox', { name: 'Sharpe' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('checkbox', { name: 'Sharpe' })).toBeHidden();
    await expect(columns).toBeFocused();
    await columns.click();
    await page.getByRole('checkbox', { name: 'Sharpe' }).check();
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(page.getByRole('checkbox', { name: 'Sharpe' })).toBeHidden();
    const { width, scrolls } = await programWidth(page);
    // 15rem, or 60 % of a narrow screen.
    expect(width).toBeGreaterThanOrEqual(Math.min(240, 390 * 0.6) - 1);
    expect(scrolls).toBe(true);
  });

  test('Save Search says why it is disabled, in Chinese too', async ({ page }) => {
    await page.goto(screener);
    await expect(page.getByRole('link', { name: 'Log in to save searches' })).toBeVisible();
    await page.goto('/zh-hans/managed-futures/performance');
    await expect(page.getByRole('link', { name: '登录后即可保存搜索' })).toBeVisible();
  });
});

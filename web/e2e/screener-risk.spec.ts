import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { signIn } from './support/session';

// Issue 22, the screener's risk measures: the Sortino, MAR and beta columns in the column chooser
// with their definitions, sortable; their range filters narrow the list and stay in the URL. On a
// desktop and on a phone, in English and Chinese.

const screener = '/en/managed-futures/performance';

function table(page: Page, name = 'Managed Futures Performance') {
  return page.getByRole('table', { name });
}

/** The listing's total for `query`, as the API counts it. */
async function apiTotal(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/v1/programs?${query}&pageSize=1`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { totalCount: number }).totalCount;
}

/** The figures of the column headed `header`, top to bottom; a dash (no figure) is null. */
async function columnFigures(page: Page, header: string): Promise<(number | null)[]> {
  await expect(table(page).getByRole('columnheader', { name: header })).toBeVisible();
  const headers = await table(page).locator('thead th').allTextContents();
  const at = headers.findIndex((text) => text.trim() === header);
  expect(at).toBeGreaterThan(0);
  const cells = await table(page).locator(`tbody tr > :nth-child(${String(at + 1)})`).allTextContents();
  return cells.map((cell) => {
    const text = cell.trim();
    return text === '–' ? null : Number(text.replace('−', '-'));
  });
}

/** Shows the three risk columns through the column chooser, then closes it. */
async function showRiskColumns(page: Page) {
  const columns = page.getByRole('button', { name: 'Columns' });
  await columns.click();
  const sortino = page.getByRole('checkbox', { name: 'Sortino', exact: true });
  await expect(sortino).toHaveAccessibleDescription(/excess return over the downside deviation/);
  await expect(page.getByRole('checkbox', { name: 'MAR', exact: true })).toHaveAccessibleDescription(/CAROR\) over the worst drawdown/);
  await expect(page.getByRole('checkbox', { name: 'Beta', exact: true })).toHaveAccessibleDescription(/sensitivity to the S&P 500/);
  for (const name of ['Sortino', 'MAR', 'Beta']) await page.getByRole('checkbox', { name, exact: true }).check();
  await page.keyboard.press('Escape');
  await expect(sortino).toBeHidden();
}

async function signInAsMember(page: Page) {
  await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the Sortino column shows with its definition and sorts the programs by it', async ({ page }) => {
    await signInAsMember(page);
    await page.goto(screener);
    await showRiskColumns(page);
    const header = table(page).getByRole('button', { name: 'Sortino', exact: true });
    await expect(header).toHaveAccessibleDescription(/excess return over the downside deviation/);

    await header.click();
    await expect(page).toHaveURL(/sortBy=sortinoRatio&orderBy=DESC/);
    await expect(table(page).getByRole('columnheader', { name: 'Sortino' })).toHaveAttribute('aria-sort', 'descending');
    // The rows of the earlier order stay until the sorted page arrives.
    await expect
      .poll(async () => {
        const figures = (await columnFigures(page, 'Sortino')).filter((figure): figure is number => figure !== null);
        return figures.length > 5 && figures.every((figure, i) => i === 0 || (figures[i - 1] ?? figure) >= figure);
      })
      .toBe(true);

    await header.click();
    await expect(page).toHaveURL(/sortBy=sortinoRatio&orderBy=ASC/);
    await expect(table(page).getByRole('columnheader', { name: 'Sortino' })).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(async () => {
        const figures = (await columnFigures(page, 'Sortino')).filter((figure): figure is number => figure !== null);
        return figures.length > 5 && figures.every((figure, i) => i === 0 || (figures[i - 1] ?? figure) <= figure);
      })
      .toBe(true);
  });

  test('a beta limit of 0 keeps the programs moving against the S&P 500, and stays in the URL', async ({ page }) => {
    await signInAsMember(page);
    await page.goto(screener);
    await showRiskColumns(page);
    const betaUpTo = page.getByRole('combobox', { name: 'Beta up to' });
    await betaUpTo.selectOption({ label: '0' });
    await expect(page).toHaveURL(/filterByBetaMax=0(&|$)/);
    const total = await apiTotal(page, 'filterByBetaMax=0');
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(await apiTotal(page, ''));
    await expect(page.getByText(`1 – ${String(Math.min(25, total))} of ${String(total)}`)).toBeVisible();
    const betas = await columnFigures(page, 'Beta');
    expect(betas.length).toBe(Math.min(25, total));
    for (const beta of betas) {
      expect(beta).not.toBeNull();
      expect(beta ?? 1).toBeLessThanOrEqual(0);
    }
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    // The other end offers no limit below this one: a range cannot end before it starts.
    const betaFrom = page.getByRole('combobox', { name: 'Beta from' });
    await expect(betaFrom.locator('option', { hasText: /^0\.5$/ })).toHaveCount(0);

    // A reload or a shared link shows the same screen.
    await page.reload();
    await expect(betaUpTo).toHaveValue('0');
    await expect(page.getByText(`1 – ${String(Math.min(25, total))} of ${String(total)}`)).toBeVisible();

    await page.getByRole('combobox', { name: 'Sortino from' }).selectOption({ label: '1' });
    await expect(page).toHaveURL(/filterBySortinoMin=1(&|$)/);
    const both = await apiTotal(page, 'filterByBetaMax=0&filterBySortinoMin=1');
    await expect(page.getByText(`of ${String(both)}`)).toBeVisible();
    for (const sortino of await columnFigures(page, 'Sortino')) expect(sortino ?? 0).toBeGreaterThanOrEqual(1);
  });

  test('a range ending before it starts is refused with its message', async ({ page }) => {
    await signInAsMember(page);
    await page.goto(`${screener}?filterByMarMin=2&filterByMarMax=1`);
    await expect(page.getByText('The upper limit is below the lower limit')).toBeVisible();
  });

  test('in Chinese: the headers, their definitions and the filters', async ({ page }) => {
    await signInAsMember(page);
    await page.goto(screener);
    await showRiskColumns(page);
    await page.goto('/zh-hans/managed-futures/performance?filterByBetaMax=0');
    const zhTable = table(page, '管理期货业绩表现');
    await expect(zhTable.getByRole('columnheader', { name: '索提诺比率' })).toBeVisible();
    await expect(zhTable.getByRole('columnheader', { name: 'MAR比率' })).toBeVisible();
    await expect(zhTable.getByRole('button', { name: '贝塔', exact: true })).toHaveAccessibleDescription(/对该指数的敏感度/);
    await expect(page.getByRole('combobox', { name: '贝塔至' })).toHaveValue('0');
    await expectNoSeriousViolations(page, 'the screener with the risk columns (zh-hans)');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the risk filters and the column definitions fit the screen', async ({ page }) => {
    await signInAsMember(page);
    await page.goto(`${screener}?filterByBetaMax=0`);
    const toggle = page.getByRole('button', { name: 'Filters (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    for (const name of ['Sortino from', 'Sortino up to', 'MAR from', 'MAR up to', 'Beta from', 'Beta up to']) {
      const box = await page.getByRole('combobox', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390, name).toBe(true);
    }
    await expect(page.getByRole('combobox', { name: 'Beta up to' })).toHaveValue('0');

    await page.getByRole('button', { name: 'Columns' }).click();
    const help = page.getByText(/sensitivity to the S&P 500/);
    await help.scrollIntoViewIfNeeded();
    const box = await help.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { newPlusMember, type Account } from './support/authoring';
import { signIn } from './support/session';

/**
 * The blender's Optimize tab (issue 22): a Member Plus's worksheet of three programs is
 * optimized for the maximum Sharpe ratio in the browser, the proposal shows beside the blend,
 * Apply makes it the blend's amounts and the summary shows the proposal's figures, all without a
 * request to the server; the same tab in Chinese, axe on the panel, and the tab on a phone by keyboard.
 */

interface Listed {
  programId: number;
  programName: string;
  returnCount: number;
  investmentMin: number | null;
  currency: string;
}

// Building the blend and two axe scans of a tab with charts.
test.describe.configure({ timeout: 120_000 });

// A member of the file's own: the specs beside it read the demo Plus member's worksheet.
let member: Account;
test.beforeAll(async ({ browser }) => {
  member = await newPlusMember(browser);
});

/**
 * A worksheet of three dollar programs with at least four years of returns, 1,000,000 each: far
 * above their minimum investments, so the optimizer has room to move the amounts.
 */
async function threeProgramBlend(page: Page): Promise<Listed[]> {
  const response = await page.request.get('/api/v1/programs?sortBy=programName&orderBy=ASC&pageSize=100');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Listed[] };
  const picked = items
    .filter((item) => item.currency === 'USD' && item.returnCount >= 48 && (item.investmentMin ?? 0) <= 500_000)
    .filter((item, index, all) => all.findIndex((other) => other.programName === item.programName) === index)
    .slice(0, 3);
  if (picked.length < 3) throw new Error('the demo data lists fewer than three usable programs');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'atlas_csrf')?.value ?? '';
  const created = await page.request.post('/api/v1/me/blends', {
    data: { programIds: picked.map((program) => program.programId) },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(created.status()).toBe(201);
  const { blendId } = (await created.json()) as { blendId: number };
  const orders = await page.request.put(`/api/v1/me/blends/${String(blendId)}/orders`, {
    data: { orders: picked.map((program) => ({ programId: program.programId, quantity: 1_000_000, leverage: 1 })) },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(orders.ok()).toBe(true);
  return picked;
}

const summaryFigure = (page: Page, label: string) =>
  page.locator('.blender-summary .blender-figures__item').filter({ hasText: label }).locator('dd');

/** The proposal's value of a figure, in the "Current blend and proposal" table. */
const proposedFigure = (page: Page, label: string) =>
  page.getByRole('table', { name: 'Current blend and proposal' }).getByRole('row', { name: label }).getByRole('cell').last();

test('optimizes a three-program blend for the maximum Sharpe ratio and applies it without a request', async ({ page }) => {
  await signIn(page, member.email, member.password);
  const programs = await threeProgramBlend(page);
  await page.goto('/en/tools/blender/optimize');
  const panel = page.locator('.blender-optimize');
  await expect(panel.getByRole('heading', { name: 'Optimize the allocations' })).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole('radio', { name: 'Maximum Sharpe ratio' })).toBeChecked();
  const before = await summaryFigure(page, 'Sharpe (annualized)').textContent();
  // The page's own loading (the chart's compared series) is over before the requests are watched.
  await page.waitForLoadState('networkidle');

  const requests: Request[] = [];
  const record = (request: Request) => {
    requests.push(request);
  };
  page.on('request', record);
  await panel.getByRole('button', { name: 'Optimize' }).click();

  // The proposal, beside the blend as it stands, over the months the programs share.
  await expect(panel.getByRole('heading', { name: 'Proposal', exact: true })).toBeFocused();
  await expect(panel.getByText(/^Over the \d+ months all programs share, [A-Z][a-z]{2} \d{4} – [A-Z][a-z]{2} \d{4}\./)).toBeVisible();
  const proposed = panel.getByRole('table', { name: 'Proposed allocations' });
  for (const program of programs) {
    await expect(proposed.getByRole('row', { name: new RegExp(program.programName) })).toContainText('33.33%');
  }
  await expect(panel.getByRole('figure', { name: 'Efficient frontier' })).toBeVisible();
  const figures = {
    sharpe: await proposedFigure(page, 'Sharpe (annualized)').textContent(),
    deviation: await proposedFigure(page, 'Std. Dev. (annualized)').textContent(),
    drawdown: await proposedFigure(page, 'Worst Drawdown').textContent(),
    caror: await proposedFigure(page, 'Compounded Annual ROR').textContent(),
  };
  // The maximum Sharpe ratio is at least the equal blend's.
  expect(Number(figures.sharpe)).toBeGreaterThanOrEqual(Number(before));

  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(summaryFigure(page, 'Sharpe (annualized)')).toHaveText(figures.sharpe ?? '');
  page.off('request', record);
  expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  await expect(summaryFigure(page, 'Std. Dev. (annualized)')).toHaveText(figures.deviation ?? '');
  await expect(summaryFigure(page, 'Worst Drawdown')).toHaveText(figures.drawdown ?? '');
  await expect(summaryFigure(page, 'Compounded Annual ROR')).toHaveText(figures.caror ?? '');

  // One edit: unsaved, undone by one Undo, and the amounts sum to the same total.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(Unsaved)');
  await expect(panel.getByRole('status')).toContainText("The proposal is now the blend's allocation");
  await page.getByRole('tab', { name: 'Allocations' }).click();
  const amounts = await Promise.all(
    programs.map(async (program) => Number(await page.getByRole('textbox', { name: `Amount allocated to ${program.programName}` }).inputValue())),
  );
  expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(3_000_000);
  expect(amounts.every((amount) => Number.isInteger(amount))).toBe(true);
  // Undo stays until the next edit, whichever tab the member looked at meanwhile.
  await page.getByRole('tab', { name: 'Optimize' }).click();
  await expect(panel.getByRole('button', { name: 'Undo' })).toBeVisible();
});

test('applies and undoes as one step', async ({ page }) => {
  await signIn(page, member.email, member.password);
  const programs = await threeProgramBlend(page);
  await page.goto('/en/tools/blender/optimize');
  const panel = page.locator('.blender-optimize');
  await panel.getByRole('radio', { name: 'Minimum volatility' }).check();
  await panel.getByRole('button', { name: 'Optimize' }).click();
  await panel.getByRole('button', { name: 'Apply' }).click();
  await panel.getByRole('button', { name: 'Undo' }).click();
  await expect(panel.getByRole('status')).toContainText('Undone: the blend has its earlier amounts again.');
  await page.getByRole('tab', { name: 'Allocations' }).click();
  for (const program of programs) {
    await expect(page.getByRole('textbox', { name: `Amount allocated to ${program.programName}` })).toHaveValue('1000000');
  }
});

test('the Optimize tab in Chinese, and axe on the panel', async ({ page }) => {
  await signIn(page, member.email, member.password);
  await threeProgramBlend(page);
  await page.goto('/zh-hans/tools/blender/optimize');
  const panel = page.locator('.blender-optimize');
  await expect(panel.getByRole('heading', { name: '优化配置' })).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('radio', { name: '风险平价（各项目贡献相同的风险）' }).check();
  await panel.getByRole('button', { name: '优化', exact: true }).click();
  await expect(panel.getByRole('heading', { name: '优化建议', exact: true })).toBeVisible();
  await expect(panel.getByText(/^基于所有项目共有的 \d+ 个月（\d{4}年\d{1,2}月 – \d{4}年\d{1,2}月）/)).toBeVisible();
  await expect(panel.getByRole('table', { name: '建议配置' })).toBeVisible();
  await expect(panel.locator('.chart svg.main-svg').first()).toBeVisible({ timeout: 15_000 });

  const results = await new AxeBuilder({ page }).include('.blender-optimize').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('the Optimize tab fits a phone, driven by the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, member.email, member.password);
  await threeProgramBlend(page);
  await page.goto('/en/tools/blender/optimize');
  const panel = page.locator('.blender-optimize');
  const optimize = panel.getByRole('button', { name: 'Optimize' });
  await expect(optimize).toBeVisible({ timeout: 15_000 });
  await optimize.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('heading', { name: 'Proposal', exact: true })).toBeFocused();
  await expect(panel.locator('.chart svg.main-svg').first()).toBeVisible({ timeout: 15_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const apply = panel.getByRole('button', { name: 'Apply' });
  await apply.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Undo' })).toBeVisible();
});

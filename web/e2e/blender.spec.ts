import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { signIn } from './support/session';

/**
 * The blender on the demo data: programs added through its own search, every edit computed in
 * the browser by the WebAssembly engine with no request, the worksheet written in the background,
 * saved under a name, restored by a reload, and the server's stored statistics equal to what the
 * page showed. Each test registers its own member, so the specs can run again on the same server.
 */

interface Listed {
  programId: number;
  programName: string;
  groupName: string;
  returnCount: number;
}

interface StoredStatistics {
  statistics: {
    returnCount: number;
    compoundedAnnualReturn: number;
    maxDrawDown: number;
    sharpeRatio: number | null;
    annualizedStandardDeviation: number | null;
    periodReturns: { program: { ytdReturn: number | null }; correlationsp500: { value: number | null } | null };
  };
  correlationsMatrix: unknown[][];
}

interface StoredBlend {
  blendId: number;
  blendName: string;
  blendTypeId: number;
  modified: boolean;
  isNormalized: boolean;
  orders: { programId: number; quantity: number; leverage: number }[];
  statistics: StoredStatistics | null;
}

async function registerMember(page: Page) {
  const password = 'Blender2026';
  await page.goto('/en/register');
  await page.getByLabel('First Name').fill('Bea');
  await page.getByLabel('Last Name').fill('Blender');
  await page.getByLabel(/^Phone\*?$/).fill('312-555-0142');
  await page.getByLabel('Email').fill(`blender-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel(/accept the Terms of Service/).check();
  await page.getByLabel("I'm not a robot").click();
  await expect(page.getByLabel("I'm not a robot")).toBeChecked({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance\?reg=inv$/, { timeout: 10_000 });
}

/** Three demo programs with long records and distinct names, from the listing API. */
async function threePrograms(page: Page): Promise<Listed[]> {
  const response = await page.request.get('/api/v1/programs?sortBy=dateInception&orderBy=ASC&pageSize=25');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Listed[] };
  const picked: Listed[] = [];
  for (const item of items) {
    const clash = picked.some((other) => other.programName === item.programName);
    if (!clash && item.returnCount >= 60) picked.push(item);
    if (picked.length === 3) break;
  }
  if (picked.length < 3) throw new Error('the demo data lists fewer than three long programs');
  return picked;
}

async function currentBlend(page: Page): Promise<StoredBlend> {
  const response = await page.request.get('/api/v1/me/blends/current');
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredBlend;
}

async function chooseInSearch(page: Page, label: string, program: Listed) {
  await page.getByRole('combobox', { name: label }).fill(program.programName);
  await page
    .getByRole('listbox', { name: label })
    .getByRole('option')
    .filter({ hasText: program.programName })
    .filter({ hasText: program.groupName })
    .first()
    .click({ timeout: 10_000 });
}

/** The app's figures: percents with 2 decimals, ratios with 2 decimals, a dash when missing. */
function fixed(value: number, decimals = 2): string {
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}
const percent = (fraction: number | null | undefined) =>
  fraction === null || fraction === undefined ? '–' : `${fixed(fraction * 100)}%`;
const decimal = (value: number | null | undefined) => (value === null || value === undefined ? '–' : fixed(value));

const summary = (page: Page) => page.getByRole('region', { name: 'Summary' });
const figure = (page: Page, label: string) =>
  summary(page).locator('.blender-figures__item').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');
const matrix = (page: Page) => page.getByRole('table', { name: 'Correlation Matrix' });

/** The figures the summary shows, by label. */
async function shownSummary(page: Page) {
  return {
    ytd: await figure(page, 'YTD').textContent(),
    caror: await figure(page, 'Compounded Annual ROR').textContent(),
    drawdown: await figure(page, 'Worst Drawdown').textContent(),
    correlation: await figure(page, 'S&P Correlation').textContent(),
    sharpe: await figure(page, 'Sharpe (annualized)').textContent(),
    deviation: await figure(page, 'Std. Dev. (annualized)').textContent(),
  };
}

/** The blender's background writes of the worksheet: its orders and its normalization. */
const backgroundWrite = /\/api\/v1\/me\/blends\/\d+\/(orders(\/\d+)?|normalization)$/;

/**
 * Holds the blender's background writes until `release`, so a test shows the figures change while
 * nothing has come back from the server (however long an edit takes on a busy machine); `others`
 * lists every other request sent meanwhile, which should be none.
 */
async function holdBackgroundWrites(page: Page) {
  // What the page loads on its own (the chart's comparison series among it) is not the edit's
  // doing: let it finish before listening.
  await page.waitForLoadState('networkidle');
  const held: Route[] = [];
  const others: string[] = [];
  const isWrite = (request: Request) => request.method() !== 'GET' && backgroundWrite.test(request.url());
  const listener = (request: Request) => {
    if (!isWrite(request)) others.push(`${request.method()} ${request.url()}`);
  };
  page.on('request', listener);
  let holding = true;
  const handler = async (route: Route) => {
    if (holding && isWrite(route.request())) held.push(route);
    else await route.continue();
  };
  await page.route(backgroundWrite, handler);
  return {
    held,
    others,
    release: async () => {
      page.off('request', listener);
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await page.unroute(backgroundWrite, handler);
    },
  };
}

test('a blend is computed in the browser, written in the background, saved, restored and stored with the same figures', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerMember(page);
  const programs = await threePrograms(page);
  const [first, second, third] = programs;
  if (!first || !second || !third) throw new Error('three programs expected');

  // An empty worksheet offers a search for its first program.
  await page.goto('/en/tools/blender');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Blend (Unsaved)');
  await chooseInSearch(page, 'Add the first program', first);
  await expect(summary(page)).toBeVisible({ timeout: 15_000 });
  await chooseInSearch(page, 'Add a program', second);
  await expect(page.getByRole('textbox', { name: `Amount allocated to ${second.programName}` })).toBeVisible();
  await chooseInSearch(page, 'Add a program', third);
  await expect(page.getByRole('textbox', { name: `Amount allocated to ${third.programName}` })).toBeVisible();
  // The chart: the blend's line first, then each program's, the S&P 500's and the CTA index's.
  const chart = page.getByRole('img', { name: 'Performance' });
  const blendLine = page.getByRole('figure', { name: 'Performance' }).locator('.line-chart__lines path').first();
  await expect(page.getByRole('figure', { name: 'Performance' }).locator('.line-chart__lines path')).toHaveCount(6, { timeout: 15_000 });
  await expect(blendLine).toHaveAttribute('d', /^M\d+ 1000L/);

  // The 'all' tab shows the allocations, the matrix and the statistics together.
  await page.getByRole('tab', { name: 'Show All' }).click();
  await expect(page).toHaveURL(/\/en\/tools\/blender\/all$/);
  await expect(matrix(page).locator('tbody tr')).toHaveCount(3);
  // Let the additions' background write settle before counting requests.
  await expect.poll(async () => (await currentBlend(page)).orders.length, { timeout: 5_000 }).toBe(3);

  // A leverage and an amount change the figures at once, with no request.
  const before = await shownSummary(page);
  const lineBefore = await blendLine.getAttribute('d');
  const writes = await holdBackgroundWrites(page);
  await page.getByRole('combobox', { name: `Leverage of ${second.programName}` }).selectOption('3');
  const afterLeverage = await shownSummary(page);
  expect(afterLeverage.deviation).not.toBe(before.deviation);
  await expect(blendLine).not.toHaveAttribute('d', lineBefore ?? '');
  await page.getByRole('textbox', { name: `Amount allocated to ${first.programName}` }).fill('750000');
  const afterAmount = await shownSummary(page);
  expect(afterAmount.deviation).not.toBe(afterLeverage.deviation);

  // Removing a program recomputes the matrix in the browser too.
  await page.getByRole('button', { name: `Remove ${third.programName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(matrix(page).locator('tbody tr')).toHaveCount(2);
  const edited = await shownSummary(page);
  expect(edited.deviation).not.toBe(afterAmount.deviation);
  expect(writes.others).toEqual([]);

  // The worksheet reaches the server in the background, once the member pauses.
  await expect.poll(() => writes.held.length, { timeout: 10_000 }).toBeGreaterThan(0);
  const synced = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/orders') && response.ok(),
  );
  await writes.release();
  await synced;
  await expect
    .poll(async () => (await currentBlend(page)).orders.map((order) => [order.programId, order.quantity, order.leverage]))
    .toEqual([
      [first.programId, 750_000, 1],
      [second.programId, expect.any(Number), 3],
    ]);
  expect((await currentBlend(page)).modified).toBe(true);

  // Hovering the chart within the blend's months lists its value there; the arrow keys move the month.
  await chart.scrollIntoViewIfNeeded();
  const span = await blendLine.boundingBox();
  if (!span) throw new Error('the blend line is not drawn');
  await page.mouse.move(span.x + span.width / 2, span.y + span.height / 2);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip.locator('div').first()).toHaveText(/^[A-Z][a-z]{2} \d{4}$/);
  await expect(tooltip.getByRole('listitem').first()).toHaveText(/^Blend[\d,]+\.\d{2}$/);
  await chart.focus();
  await page.keyboard.press('End');
  const lastMonth = await tooltip.locator('div').first().textContent();
  await page.keyboard.press('ArrowLeft');
  await expect(tooltip.locator('div').first()).not.toHaveText(lastMonth ?? '');
  await page.mouse.move(0, 0);
  await chart.blur();
  await expect(tooltip).toBeHidden();

  // Saving the default name asks for one; the button waits for it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Blend (Unsaved)');
  await expect(page.getByRole('button', { name: 'Save As' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save blend' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  const name = `Long-record mix ${String(Date.now())}`;
  await dialog.getByLabel('Blend Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('button', { name: 'Save As' })).toBeVisible();

  // A reload restores the saved worksheet as it was left.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('textbox', { name: `Amount allocated to ${first.programName}` })).toHaveValue('750000');
  await expect(page.getByRole('combobox', { name: `Leverage of ${second.programName}` })).toHaveValue('3');
  await expect(matrix(page).locator('tbody tr')).toHaveCount(2);
  expect(await shownSummary(page)).toEqual(edited);

  // The server computed the same statistics natively when saving.
  const saved = await currentBlend(page);
  expect(saved).toMatchObject({ blendName: name, blendTypeId: 1, modified: false });
  const statistics = saved.statistics?.statistics;
  if (!statistics) throw new Error('the saved blend has no statistics');
  expect(edited).toEqual({
    ytd: percent(statistics.periodReturns.program.ytdReturn),
    caror: statistics.returnCount >= 24 ? percent(statistics.compoundedAnnualReturn) : '–',
    drawdown: percent(statistics.maxDrawDown),
    correlation: decimal(statistics.periodReturns.correlationsp500?.value),
    sharpe: decimal(statistics.sharpeRatio),
    deviation: percent(statistics.annualizedStandardDeviation),
  });

  // Opened by id, the saved blend is read-only: no inputs, no actions column, no header buttons.
  await page.goto(`/en/tools/blender/allocations?blendId=${String(saved.blendId)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Saved blend, read-only')).toBeVisible();
  const allocations = page.getByRole('table', { name: 'Allocations' });
  await expect(allocations.getByRole('row')).toHaveCount(3);
  await expect(allocations.getByRole('textbox')).toHaveCount(0);
  await expect(allocations.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  expect(await shownSummary(page)).toEqual(edited);
});

test('normalizing recomputes with no request, and a new blend warns before deleting the unsaved worksheet', async ({ page }) => {
  test.setTimeout(60_000);
  await registerMember(page);
  const [first, second] = await threePrograms(page);
  if (!first || !second) throw new Error('two programs expected');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'atlas_csrf')?.value ?? '';
  const created = await page.request.post('/api/v1/me/blends', {
    data: { programIds: [first.programId, second.programId] },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(created.status()).toBe(201);

  await page.goto('/en/tools/blender');
  await expect(summary(page)).toBeVisible({ timeout: 15_000 });
  const before = await shownSummary(page);
  const writes = await holdBackgroundWrites(page);
  await page.getByRole('radio', { name: 'Only months all programs share' }).check();
  expect((await shownSummary(page)).sharpe).not.toBe(before.sharpe);
  expect(writes.others).toEqual([]);
  await expect.poll(() => writes.held.length, { timeout: 10_000 }).toBeGreaterThan(0);
  const synced = page.waitForResponse((response) => response.url().endsWith('/normalization') && response.ok());
  await writes.release();
  await synced;
  expect((await currentBlend(page)).isNormalized).toBe(true);

  // A reload right after an edit, within the sync delay, still keeps the edit.
  const leverage = page.getByRole('combobox', { name: `Leverage of ${first.programName}` });
  await leverage.selectOption('2.5');
  await page.reload();
  await expect(leverage).toHaveValue('2.5', { timeout: 15_000 });

  await page.getByRole('button', { name: 'Create New Blend' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Unsaved worksheet' });
  await warning.getByRole('button', { name: 'View current worksheet' }).click();
  await expect(warning).toHaveCount(0);
  await expect(matrix(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Create New Blend' }).click();
  await warning.getByRole('button', { name: 'Delete and proceed' }).click();
  await expect(page.getByRole('combobox', { name: 'Add the first program' })).toBeVisible();
  expect((await currentBlend(page)).orders).toEqual([]);
});

test('a Member Plus finds programs least correlated with the blend; the blender speaks Chinese', async ({ page }) => {
  await signIn(page, 'plus@demo.cta-atlas.test', 'DemoPlus1');
  const blend = await currentBlend(page);
  await page.goto('/zh-hans/tools/blender');
  await expect(page.getByRole('tab', { name: '配置' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: '摘要' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: '摘要' }).getByText(/^期间 \d{4}年\d{1,2}月至\d{4}年\d{1,2}月/)).toBeVisible();
  await expect(page.getByRole('table', { name: '业绩（假设组合）' })).toBeVisible();
  const link = page.getByRole('link', { name: '查找不相关的项目' });
  await expect(link).toHaveAttribute(
    'href',
    `/zh-hans/managed-futures/performance?filterByBlendCorrelationId=${String(blend.blendId)}&sortBy=correlation&orderBy=ASC`,
  );
  await page.getByRole('tab', { name: '相关性' }).click();
  await expect(page).toHaveURL(/\/zh-hans\/tools\/blender\/correlation$/);
  await expect(page.getByRole('table', { name: '相关性矩阵' })).toBeVisible();
});

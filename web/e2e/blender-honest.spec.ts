import { expect, test, type Page } from '@playwright/test';

/**
 * A blend that cannot mislead (issue 19): its card states the period its figures cover and how
 * many programs each part of it holds, the choice of period is labelled, a program added gets an
 * equal share of the blend, allocations can be typed as percentages, and the compared series
 * start at the blend's first month at its 1000. Each run builds the demo member's worksheet anew.
 */

interface Listed {
  programId: number;
  programName: string;
  groupName: string;
  dateInception: string | null;
  returnCount: number;
  investmentMin: number | null;
  currency: string;
}

interface StoredOrder {
  programId: number;
  programName: string;
  quantity: number;
  investmentMin: number | null;
  returns: { months: number[] };
}

interface StoredBlend {
  isNormalized: boolean;
  orders: StoredOrder[];
}

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const en = (yyyymm: number) => `${englishMonths[(yyyymm % 100) - 1] ?? ''} ${String(Math.floor(yyyymm / 100))}`;
const zh = (yyyymm: number) => `${String(Math.floor(yyyymm / 100))}年${String(yyyymm % 100)}月`;

async function signIn(page: Page) {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill('member@demo.cta-atlas.test');
  await page.getByLabel('Password').fill('DemoMember1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance$/);
}

/**
 * Four dollar programs of a few years' record with distinct names: three starting in different
 * months, for the blend, and one more to add to it.
 */
async function fourPrograms(page: Page): Promise<Listed[]> {
  const response = await page.request.get('/api/v1/programs?sortBy=dateInception&orderBy=DESC&pageSize=100');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Listed[] };
  const picked: Listed[] = [];
  for (const item of items) {
    const usable = item.currency === 'USD' && item.returnCount >= 36 && item.returnCount <= 150 && (item.investmentMin ?? 0) <= 250_000;
    const clash = picked.some(
      (other) => other.programName === item.programName || other.dateInception?.slice(0, 7) === item.dateInception?.slice(0, 7),
    );
    if (usable && !clash) picked.push(item);
    if (picked.length === 4) break;
  }
  if (picked.length < 4) throw new Error('the demo data lists fewer than four usable programs');
  return picked;
}

async function currentBlend(page: Page): Promise<StoredBlend> {
  const response = await page.request.get('/api/v1/me/blends/current');
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredBlend;
}

/** The whole period of the stored orders, and where all of them have returns. */
function periods(blend: StoredBlend) {
  const firsts = blend.orders.map((order) => order.returns.months[0] ?? 0);
  const lasts = blend.orders.map((order) => order.returns.months.at(-1) ?? 0);
  return {
    first: Math.min(...firsts),
    last: Math.max(...lasts),
    sharedFirst: Math.max(...firsts),
    sharedLast: Math.min(...lasts),
  };
}

const summary = (page: Page) => page.locator('.blender-summary');
const periodText = async (page: Page) =>
  ((await summary(page).locator('.blender-period__text').textContent()) ?? '').replace(/\u00a0/g, ' ');
const lines = (page: Page) => page.locator('.blender-chart .line-chart__lines path');

/** Where a drawn line starts: its first month's x and its value there ("M12 1000"). */
async function lineStart(page: Page, index: number): Promise<string> {
  const path = (await lines(page).nth(index).getAttribute('d')) ?? '';
  return /^M[^L]+/.exec(path)?.[0] ?? '';
}

test('the blend states its period, shares an added program equally, takes percentages and starts its comparisons with it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const [first, second, third, fourth] = await fourPrograms(page);
  if (!first || !second || !third || !fourth) throw new Error('four programs expected');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'atlas_csrf')?.value ?? '';
  const created = await page.request.post('/api/v1/me/blends', {
    data: { programIds: [first.programId, second.programId, third.programId] },
    headers: { 'X-CSRF-Token': csrf },
  });
  expect(created.status()).toBe(201);
  const blend = (await created.json()) as StoredBlend;
  const period = periods(blend);
  expect(period.first).toBeLessThan(period.sharedFirst);

  // The card names the whole period and from when all three programs count.
  await page.goto('/en/tools/blender');
  await expect(summary(page).locator('.blender-period__text')).toBeVisible({ timeout: 15_000 });
  const whole = await periodText(page);
  expect(whole).toContain(`Period ${en(period.first)} – ${en(period.last)}; `);
  expect(whole).toContain(`all 3 programs from ${en(period.sharedFirst)}`);
  const choice = page.getByRole('group', { name: 'Figures cover' });
  await expect(choice.getByRole('radio', { name: 'The whole period' })).toBeChecked();

  // The compared series start with the blend, at its 1000: the S&P 500 (from 1980) after the
  // blend's line and the three programs'.
  await expect(lines(page)).toHaveCount(6, { timeout: 15_000 });
  const blendStart = await lineStart(page, 0);
  expect(blendStart).toMatch(/^M\d+ 1000$/);
  expect(await lineStart(page, 4)).toBe(blendStart);

  // The other period is a labelled choice, and the card says it is shown; the comparisons follow.
  await choice.getByRole('radio', { name: 'Only months all programs share' }).check();
  await expect
    .poll(() => periodText(page))
    .toBe(`Period ${en(period.sharedFirst)} – ${en(period.sharedLast)}; only the months all 3 programs share`);
  await expect.poll(() => lineStart(page, 4)).not.toBe(blendStart);
  expect(await lineStart(page, 4)).toBe(await lineStart(page, 0));
  await choice.getByRole('radio', { name: 'The whole period' }).check();
  await expect.poll(() => periodText(page)).toBe(whole);

  // A program added gets an equal share of the blend's total, at least its minimum.
  const total = blend.orders.reduce((sum, order) => sum + order.quantity, 0);
  const search = page.getByRole('combobox', { name: 'Add a program' });
  await search.fill(fourth.programName);
  await page
    .getByRole('listbox', { name: 'Add a program' })
    .getByRole('option')
    .filter({ hasText: fourth.programName })
    .filter({ hasText: fourth.groupName })
    .first()
    .click({ timeout: 10_000 });
  const expected = Math.max(Math.ceil(total / 4), fourth.investmentMin ?? 0);
  await expect(page.getByRole('textbox', { name: `Amount allocated to ${fourth.programName}` })).toHaveValue(String(expected));
  await expect(summary(page).locator('.blender-period__text')).toContainText('programs from');

  // Half the blend, typed as a percentage: the amount equal to all the others', stored as such.
  const others = total + expected - (blend.orders[0]?.quantity ?? 0);
  expect(others).toBeGreaterThanOrEqual(first.investmentMin ?? 0);
  const share = page.getByRole('textbox', { name: `Share of the blend for ${first.programName}, in percent` });
  await share.fill('50');
  await expect(page.getByRole('textbox', { name: `Amount allocated to ${first.programName}` })).toHaveValue(String(others));
  await expect(share).toHaveValue('50');
  await expect
    .poll(async () => (await currentBlend(page)).orders.find((order) => order.programId === first.programId)?.quantity, {
      timeout: 10_000,
    })
    .toBe(others);

  // The same card in Chinese.
  const stored = await currentBlend(page);
  const four = periods(stored);
  await page.goto('/zh-hans/tools/blender');
  await expect(summary(page).locator('.blender-period__text')).toBeVisible({ timeout: 15_000 });
  const chinese = await periodText(page);
  expect(chinese).toContain(`期间 ${zh(four.first)}至${zh(four.last)}；`);
  expect(chinese).toContain(`${zh(four.sharedFirst)}起全部 4 个项目`);
  await expect(page.getByRole('group', { name: '数据涵盖' }).getByRole('radio', { name: '完整期间' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: `${first.programName} 占组合的比例（百分比）` })).toHaveValue('50');
});

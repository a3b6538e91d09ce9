import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

/**
 * Money on the program page and in the member tools: an amount in another currency than the
 * dollar shows its currency and its dollar value on hover (the listing's to the cent), and
 * Chinese counts large amounts in 万 and 亿.
 */

interface Listed {
  programId: number;
  programName: string;
  programUri: string;
  groupUri: string;
  currency: string;
  assets: number | null;
  assetsUsd: number | null;
  investmentMin: number | null;
  investmentMinUsd: number | null;
}

interface Detail {
  assetsUsd: number | null;
  investmentMinUsd: number | null;
}

/** The largest program by AUM in another currency than the dollar, with a minimum investment. */
async function nonDollarProgram(page: Page): Promise<Listed> {
  const response = await page.request.get('/api/v1/programs?sortBy=assets&orderBy=DESC&pageSize=50');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Listed[] };
  const program = items.find((row) => row.currency !== 'USD' && row.assetsUsd !== null && row.investmentMinUsd !== null);
  if (!program) throw new Error('the demo data lists no program in another currency among the largest');
  return program;
}

const programPage = (lang: string, program: Listed) => `/${lang}/groups/${program.groupUri}/programs/${program.programUri}`;

/** The figure of the program page's key figures or terms labelled `label`. */
function figure(page: Page, label: string) {
  return page.locator('.program-figures__item, .program-terms__item').filter({ has: page.getByText(label, { exact: true }) }).locator('dd .money');
}

test('a program in another currency shows it, with the listing’s dollar value on hover, in English and Chinese', async ({ page }) => {
  const program = await nonDollarProgram(page);
  const response = await page.request.get(`/api/v1/groups/${program.groupUri}/programs/${program.programUri}`);
  const detail = (await response.json()) as Detail;
  // The server converts by one rule: the program page and the listing agree to the cent.
  expect([detail.assetsUsd, detail.investmentMinUsd]).toEqual([program.assetsUsd, program.investmentMinUsd]);

  await page.goto(programPage('en', program));
  const aum = figure(page, 'AUM');
  await expect(aum).not.toHaveText(/^\$/);
  await expect(aum).toHaveText(/^[^\d$]+\d+(\.\d)?[KMB]/);
  await expect(aum).toHaveAttribute('title', /^About \$\d+(\.\d)?[KMB]? in US dollars$/);
  await aum.hover();
  await expect(aum).toHaveCSS('cursor', 'help');
  const minimum = figure(page, 'Minimum Investment');
  await expect(minimum).toHaveAttribute('title', /^About \$\d+(\.\d)?[KMB]? in US dollars$/);

  await page.goto(programPage('zh-hans', program));
  const zhAum = figure(page, '管理资产规模');
  await expect(zhAum).toHaveText(/^[^\d$]+\d+(\.\d)?[万亿]/);
  await expect(zhAum).toHaveAttribute('title', /^约合 US\$\d+(\.\d)?[万亿]$/);
  await expect(figure(page, '最低投资额')).toHaveAttribute('title', /^约合 US\$\d+(\.\d)?[万亿]?$/);
});

test('the portfolio and the blender count in 万 in Chinese, the exact figure and the dollar value on hover', async ({ page }) => {
  await signIn(page, 'plus@demo.cta-atlas.test', 'DemoPlus1');
  const program = await nonDollarProgram(page);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'atlas_csrf')?.value ?? '';
  const added = await page.request.post('/api/v1/me/portfolio/orders', {
    data: { programId: program.programId },
    headers: { 'X-CSRF-Token': csrf },
  });
  // Already there from an earlier run against the same server: as good.
  expect([201, 409]).toContain(added.status());

  await page.goto('/zh-hans/tools/portfolio');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(program.programName) }) });
  // The cash level's own column: the value in the base currency (dollars here) comes before it.
  await expect(row).toBeVisible();
  const cashColumn = (await page.getByRole('columnheader').allTextContents()).findIndex((text) => text.includes('现金水平'));
  const cashLevel = row.locator('th, td').nth(cashColumn).locator('.money');
  await expect(cashLevel).toHaveText(/^[^\d$]+\d+(\.\d)?万/);
  await expect(cashLevel).toHaveAttribute('title', /^[^\d$]+\d{1,3}(,\d{3})+，约合 US\$\d+(\.\d)?万$/);

  await page.goto('/zh-hans/tools/blender');
  const allocations = page.getByRole('table', { name: '配置' });
  // The first cash level, in its program's currency; the dollar value follows another one's.
  const blenderCash = allocations.locator('.money').first();
  await expect(blenderCash).toHaveText(/^[^\d]+\d+(\.\d)?万/);
  await expect(blenderCash).toHaveAttribute('title', /^[^\d]+\d{1,3}(,\d{3})+(，约合 US\$\d+(\.\d)?万)?$/);
});

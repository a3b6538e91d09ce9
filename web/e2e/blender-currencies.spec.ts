import { expect, test, type Page } from '@playwright/test';
import { api, newPlusMember, type Account } from './support/authoring';
import { signIn } from './support/session';

/**
 * Every sum of money in one currency (issue 30): a Member Plus's worksheet of £1,000,000, ¥500,000,
 * ¥500,000 and $500,000 (the example) shares its amounts by their values in the blend's base currency at the demo's
 * (synthetic) latest rates, under headings that name that currency; another base changes no
 * share and no figure, only the unit of the values and the total. In English and in Chinese.
 */

interface Listed {
  programId: number;
  programName: string;
  returnCount: number;
  currency: string;
  investmentMin: number | null;
}

interface StoredBlend {
  blendId: number;
  baseCurrency: string;
  baseUsdPerUnit: number | null;
  orders: { programId: number; quantity: number; currency: string; usdPerUnit: number | null }[];
}

interface LatestRate {
  currency: string;
  usdPerUnit: number;
}

// Building the blend over the API, then two page loads with the engine.
test.describe.configure({ timeout: 120_000 });

// A member of the file's own: the specs beside it read the demo Plus member's worksheet.
let member: Account;
test.beforeAll(async ({ browser }) => {
  member = await newPlusMember(browser);
});

const texts = {
  en: {
    allocated: (symbol: string) => `Allocated (${symbol})`,
    share: (program: string) => `Share of the blend for ${program}, in percent`,
    amount: (program: string) => `Amount allocated to ${program}`,
    total: (amount: string) => `Total: ${amount}`,
    base: 'Base currency',
  },
  'zh-hans': {
    allocated: (symbol: string) => `配置（${symbol}）`,
    share: (program: string) => `${program} 占组合的比例（百分比）`,
    amount: (program: string) => `${program} 的配置金额`,
    total: (amount: string) => `合计：${amount}`,
    base: '基础货币',
  },
} as const;

type Lang = keyof typeof texts;

/** A currency's symbol as the site's `formatAmount` writes it: Intl's, in the page's language. */
function symbolOf(currency: string, lang: Lang): string {
  const parts = new Intl.NumberFormat(lang === 'zh-hans' ? 'zh-CN' : 'en-US', { style: 'currency', currency }).formatToParts(1);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** The symbol a heading names the base currency by: the amounts', but "US$" for a bare "$". */
function headingSymbol(currency: string, lang: Lang): string {
  const symbol = symbolOf(currency, lang);
  return symbol === '$' ? 'US$' : symbol;
}

/** A total as the blender writes it to the unit: "$1,234,567", "€1,234,567". */
function exactAmount(amount: number, currency: string, lang: Lang): string {
  return `${symbolOf(currency, lang)}${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.round(amount))}`;
}

/** A share as the percentage field shows it: two decimals without trailing zeros. */
const percentText = (share: number) => String(Number((share * 100).toFixed(2)));

/** The example: £1,000,000, ¥500,000, ¥500,000 and $500,000. */
const EXAMPLE: readonly { currency: string; quantity: number }[] = [
  { currency: 'GBP', quantity: 1_000_000 },
  { currency: 'JPY', quantity: 500_000 },
  { currency: 'JPY', quantity: 500_000 },
  { currency: 'USD', quantity: 500_000 },
];

/**
 * A program for each allocation of `EXAMPLE`: in its currency, with two years of returns, a
 * distinct name and a minimum investment the amount meets (the demo data has several of each).
 */
async function examplePrograms(page: Page): Promise<Listed[]> {
  const chosen: (Listed | undefined)[] = EXAMPLE.map(() => undefined);
  for (let pageNumber = 1; pageNumber <= 20 && chosen.includes(undefined); pageNumber += 1) {
    const response = await page.request.get(`/api/v1/programs?sortBy=programName&orderBy=ASC&pageSize=100&pageNumber=${String(pageNumber)}`);
    expect(response.ok()).toBe(true);
    const { items } = (await response.json()) as { items: Listed[] };
    if (items.length === 0) break;
    for (const item of items) {
      if (item.returnCount < 24 || chosen.some((other) => other?.programName === item.programName)) continue;
      const slot = EXAMPLE.findIndex(
        (allocation, index) =>
          chosen[index] === undefined && allocation.currency === item.currency && (item.investmentMin ?? 0) <= allocation.quantity,
      );
      if (slot >= 0) chosen[slot] = item;
    }
  }
  const programs = chosen.filter((program): program is Listed => program !== undefined);
  if (programs.length < EXAMPLE.length) throw new Error('the demo data lacks a pound, two yen and a dollar program to blend');
  return programs;
}

/** The member's worksheet of the example's allocations (leverage 1), in US dollars. */
async function exampleBlend(page: Page, programs: readonly Listed[]): Promise<StoredBlend> {
  const created = (await api(page, 'POST', '/me/blends', { programIds: programs.map((program) => program.programId) })) as StoredBlend;
  await api(page, 'PUT', `/me/blends/${String(created.blendId)}/orders`, {
    orders: programs.map((program, index) => ({
      programId: program.programId,
      quantity: EXAMPLE[index]?.quantity,
      leverage: 1,
    })),
  });
  return (await api(page, 'PUT', `/me/blends/${String(created.blendId)}/base-currency`, { baseCurrency: 'USD' })) as StoredBlend;
}

/** Each order's share of the blend by its value in the base: amount × its rate / the base's rate. */
function expectedShares(blend: StoredBlend, baseUsdPerUnit: number): number[] {
  const values = blend.orders.map((order) => (order.quantity * (order.usdPerUnit ?? Number.NaN)) / baseUsdPerUnit);
  const total = values.reduce((sum, value) => sum + value, 0);
  return values.map((value) => value / total);
}

function baseTotal(blend: StoredBlend, baseUsdPerUnit: number): number {
  return blend.orders.reduce((sum, order) => sum + (order.quantity * (order.usdPerUnit ?? Number.NaN)) / baseUsdPerUnit, 0);
}

const summaryFigures = (page: Page) => page.locator('.blender-summary .blender-figures__item dd').allTextContents();

for (const lang of ['en', 'zh-hans'] as const) {
  test(`shares a blend of three currencies by their base values, and another base changes only the unit (${lang})`, async ({ page }) => {
    const text = texts[lang];
    await signIn(page, member.email, member.password);
    const programs = await examplePrograms(page);
    const blend = await exampleBlend(page, programs);
    expect(blend.baseCurrency).toBe('USD');
    expect(blend.orders.every((order) => typeof order.usdPerUnit === 'number')).toBe(true);
    const ratesResponse = await page.request.get('/api/v1/exchange-rates');
    expect(ratesResponse.ok()).toBe(true);
    const { items: rates } = (await ratesResponse.json()) as { items: LatestRate[] };
    expect(rates[0]).toMatchObject({ currency: 'USD', usdPerUnit: 1 });
    // Another base than the dollar and than the programs' own currencies, when the site has one.
    const other =
      rates.find((rate) => rate.currency !== 'USD' && !programs.some((program) => program.currency === rate.currency)) ??
      rates.find((rate) => rate.currency !== 'USD');
    if (!other) throw new Error('the demo data has no rate but the dollar');

    await page.goto(`/${lang}/tools/blender/allocations`);
    const allocations = page.locator('.blender-allocations');
    await expect(allocations.getByRole('columnheader', { name: text.allocated(headingSymbol('USD', lang)), exact: true })).toBeVisible({
      timeout: 15_000,
    });
    const shares = expectedShares(blend, 1);
    // About 72 / 0.2 / 0.2 / 27.5 % at the demo's rates, not the 40 / 20 / 20 / 20 % of the
    // plain figures.
    expect(shares[0]).toBeGreaterThan(0.6);
    expect(shares[1]).toBeLessThan(0.01);
    for (const [index, program] of programs.entries()) {
      await expect(page.getByRole('textbox', { name: text.share(program.programName), exact: true })).toHaveValue(
        percentText(shares[index] ?? Number.NaN),
      );
    }
    await expect(page.getByText(text.total(exactAmount(baseTotal(blend, 1), 'USD', lang)), { exact: true })).toBeVisible();
    const figures = await summaryFigures(page);

    await page.getByRole('combobox', { name: text.base }).selectOption(other.currency);
    await expect(allocations.getByRole('columnheader', { name: text.allocated(headingSymbol(other.currency, lang)), exact: true })).toBeVisible();
    for (const [index, program] of programs.entries()) {
      await expect(page.getByRole('textbox', { name: text.share(program.programName), exact: true })).toHaveValue(
        percentText(shares[index] ?? Number.NaN),
      );
      // The amounts stay in their programs' currencies, as typed.
      await expect(page.getByRole('textbox', { name: text.amount(program.programName), exact: true })).toHaveValue(
        String(blend.orders[index]?.quantity),
      );
    }
    expect(await summaryFigures(page)).toEqual(figures);
    await expect(
      page.getByText(text.total(exactAmount(baseTotal(blend, other.usdPerUnit), other.currency, lang)), { exact: true }),
    ).toBeVisible();

    // The base is the blend's: written in the background, it is there after a reload.
    await expect
      .poll(async () => ((await (await page.request.get('/api/v1/me/blends/current')).json()) as StoredBlend).baseCurrency, {
        timeout: 10_000,
      })
      .toBe(other.currency);
    await page.reload();
    await expect(page.getByRole('combobox', { name: text.base })).toHaveValue(other.currency, { timeout: 15_000 });
    expect(await summaryFigures(page)).toEqual(figures);
  });
}

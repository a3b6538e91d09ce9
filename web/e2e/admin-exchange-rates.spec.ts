import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { adminPage, type Lang } from './support/authoring';
import { signIn } from './support/session';

/**
 * Administration's Exchange Rates tab on the demo data, as the demo administrator: an uploaded
 * file's rate becomes its currency's latest, in both languages; a bad file stores nothing and
 * names each bad row. Each run uploads a rate of its own for the current month, so the spec can
 * run again against one server.
 */

test.describe.configure({ timeout: 60_000 });

const texts = {
  en: {
    tab: 'Exchange Rates',
    caption: 'Exchange rates to the US dollar',
    file: 'CSV file of monthly rates',
    send: 'Upload',
    stored: '1 rate(s) stored.',
    uploaded: 'Rates uploaded',
    months: (currency: string) => `Monthly rates of ${currency}`,
    problems: 'The file has 3 problem(s). Nothing was stored',
    dollar: 'The US dollar takes no rate',
    future: 'This month is after the current month.',
    rate: 'A rate is above 0 and at most 1,000,000 US dollars.',
  },
  'zh-hans': {
    tab: '汇率',
    caption: '兑美元汇率',
    file: '月度汇率 CSV 文件',
    send: '上传',
    stored: '已保存 1 条汇率。',
    uploaded: '已上传汇率',
    months: (currency: string) => `${currency} 月度汇率`,
    problems: '文件有 3 个问题，未保存任何汇率',
    dollar: '美元无需汇率',
    future: '此月份晚于本月。',
    rate: '汇率须大于 0 且不超过 1,000,000 美元。',
  },
} as const;

/** This month as the file writes it (`2026-11`) and as the tab shows it in `lang`. */
function thisMonth(lang: Lang): { file: string; shown: string } {
  const now = new Date();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const file = `${String(year)}-${String(month).padStart(2, '0')}`;
  const shown =
    lang === 'en'
      ? `${now.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${String(year)}`
      : `${String(year)}年${String(month)}月`;
  return { file, shown };
}

async function openTab(page: Page, lang: Lang) {
  await page.goto(`/${lang}/admin/exchange-rates`);
  await expect(page.getByRole('tab', { name: texts[lang].tab, selected: true })).toBeVisible();
  return page.getByRole('table', { name: texts[lang].caption });
}

async function upload(page: Page, lang: Lang, csv: string) {
  await page.getByLabel(texts[lang].file).setInputFiles({ name: 'rates.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: texts[lang].send, exact: true }).click();
}

for (const [lang, currency] of [
  ['en', 'CHF'],
  ['zh-hans', 'AUD'],
] as const) {
  test(`an administrator uploads a rate and sees it as ${currency}'s latest (${lang})`, async ({ browser }) => {
    const page = await adminPage(browser, lang);
    const table = await openTab(page, lang);
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${currency}`) }) });
    await expect(row).toBeVisible();
    // A rate of this run's own, shown as written: 0.5, the clock's milliseconds and a final 7.
    const rate = `0.5${String(Date.now() % 1000).padStart(3, '0')}7`;
    const month = thisMonth(lang);
    await upload(page, lang, `currency,month,usdPerUnit\r\n${currency},${month.file},${rate}\r\n`);
    await expect(page.getByText(texts[lang].stored)).toBeVisible();
    await expect(row.getByRole('cell', { name: month.shown, exact: true }).first()).toBeVisible();
    await expect(row.getByRole('cell', { name: rate, exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, `the Exchange Rates tab (${lang})`);

    // The currency's own page: this month's rate on top, the upload in its audit log.
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/exchange-rates/${currency}$`));
    const months = page.getByRole('table', { name: texts[lang].months(currency) });
    await expect(months.getByRole('row').nth(1)).toHaveText(`${month.shown}${rate}`);
    await expect(page.getByRole('cell', { name: texts[lang].uploaded }).first()).toBeVisible();
    await expectNoSeriousViolations(page, `a currency's rates (${lang})`);
  });

  test(`a bad file stores nothing and names each bad row (${lang})`, async ({ browser }) => {
    const page = await adminPage(browser, lang);
    const table = await openTab(page, lang);
    const euro = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^EUR/ }) });
    // Named once the currencies' reference names have arrived ("EUR – Euro"), not before.
    await expect(euro.getByRole('rowheader')).toHaveText(/^EUR – ./);
    const before = await euro.textContent();
    await upload(page, lang, 'currency,month,usdPerUnit\nEUR,2000-01,1.01\nUSD,2000-01,1\nEUR,2999-01,1.2\nGBP,2000-01,-1\n');
    const alert = page.getByRole('alert').filter({ hasText: texts[lang].problems });
    await expect(alert).toBeVisible();
    const rows = alert.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('3');
    await expect(rows.nth(1)).toContainText(texts[lang].dollar);
    await expect(rows.nth(2)).toContainText('4');
    await expect(rows.nth(2)).toContainText(texts[lang].future);
    await expect(rows.nth(3)).toContainText('5');
    await expect(rows.nth(3)).toContainText(texts[lang].rate);
    await page.reload();
    await expect(euro).toHaveText(before ?? '');
  });
}

test('a member sees no Exchange Rates tab and no rates', async ({ page }) => {
  await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
  await page.goto('/en/admin/exchange-rates');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Exchange Rates' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Exchange rates to the US dollar' })).toHaveCount(0);
  const response = await page.request.get('/api/v1/admin/exchange-rates');
  expect(response.status()).toBe(403);
});

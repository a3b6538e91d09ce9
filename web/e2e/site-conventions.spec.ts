import { expect, test, type Page } from '@playwright/test';

interface Program {
  programName: string;
  groupName: string;
  groupUri: string;
  programUri: string;
}

/** The first program by name, with its company's name, as its page's API reads it. */
async function firstProgram(page: Page): Promise<Program> {
  const listing = await page.request.get('/api/v1/programs?sortBy=programName&orderBy=ASC&pageSize=1');
  expect(listing.ok()).toBe(true);
  const { items } = (await listing.json()) as { items: Program[] };
  const [first] = items;
  if (!first) throw new Error('the demo data lists no program');
  const detail = await page.request.get(`/api/v1/groups/${first.groupUri}/programs/${first.programUri}`);
  expect(detail.ok()).toBe(true);
  return (await detail.json()) as Program;
}

test('a program page is titled program, then company, by the server and by the app, in both languages', async ({
  page,
}) => {
  const program = await firstProgram(page);
  const path = `/groups/${program.groupUri}/programs/${program.programUri}`;
  for (const [lang, title] of [
    ['en', `${program.programName} — ${program.groupName} | CTA Atlas`],
    ['zh-hans', `${program.programName}（${program.groupName}） | CTA Atlas`],
  ] as const) {
    // What a crawler or a link preview reads, before any script runs.
    const html = await (await page.request.get(`/${lang}${path}`)).text();
    expect(html).toContain(`<meta property="og:url" content="`);
    expect(html).toContain(`${lang}${path}">`);

    const response = await page.goto(`/${lang}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.programName);
    await expect(page).toHaveTitle(title);
    expect(await page.evaluate(() => document.title)).toBe(title);
  }
});

test('an index page is titled by the index, by the server and by the app, and an unknown index is lost', async ({ page }) => {
  const html = await (await page.request.get('/zh-hans/indexes/cta-index/historical-data')).text();
  expect(html).toContain('<title>CTA Atlas CTA 指数 | CTA Atlas</title>');
  await page.goto('/zh-hans/indexes/cta-index/historical-data');
  await expect(page).toHaveTitle('CTA Atlas CTA 指数 | CTA Atlas');
  const rankings = await (await page.request.get('/en/indexes/cta-index/rankings')).text();
  expect(rankings).toContain('<title>CTA Atlas CTA Index: Monthly Rankings | CTA Atlas</title>');
  const lost = await page.goto('/en/indexes/no-such-index');
  expect(lost?.status()).toBe(404);
  // The build's document is never served without its page's head.
  const raw = await page.request.get('/index.html', { maxRedirects: 0 });
  expect(raw.status()).toBe(308);
  expect(raw.headers().location).toBe('/');
});

test('client navigation changes the title and the description', async ({ page }) => {
  await page.goto('/en/indexes');
  await expect(page).toHaveTitle('CTA Indexes | CTA Atlas');
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute('content', /CTA indexes/);
  await page.getByRole('link', { name: 'Terms of Service' }).first().click();
  await expect(page).toHaveURL(/\/en\/terms-of-service$/);
  await expect(page).toHaveTitle('Terms of Service | CTA Atlas');
  await expect(description).toHaveAttribute('content', 'The terms that govern the use of CTA Atlas.');
});

test('an unknown address answers 404 and shows the lost page', async ({ page }) => {
  const response = await page.goto('/en/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Looks Like You Might Be Lost');
  await expect(page).toHaveTitle('Page Not Found');

  const missing = await page.goto('/zh-hans/groups/no-such-company/programs/no-such-program');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('您好像迷路了');
});

test('registration leaves the newsletter unticked and requires the terms', async ({ page }) => {
  await page.goto('/en/register');
  await expect(page.getByLabel('Send me the CTA Atlas newsletter')).not.toBeChecked();
  const terms = page.getByLabel(/accept the Terms of Service/);
  await expect(terms).not.toBeChecked();
  await expect(terms).toHaveAttribute('required', '');
  await expect(page.getByRole('link', { name: 'Terms of Service' }).first()).toHaveAttribute(
    'href',
    '/en/terms-of-service',
  );
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(terms).toHaveAccessibleDescription('You must accept the Terms of Service');

  await page.goto('/zh-hans/register');
  await expect(page.getByLabel('订阅 CTA Atlas 新闻简报')).not.toBeChecked();
  await expect(page.getByLabel('本人已阅读并接受服务条款')).toHaveAttribute('required', '');
});

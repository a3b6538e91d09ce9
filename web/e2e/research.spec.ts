import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

interface ListingPage {
  items: { groupUri: string; groupName: string; programName: string }[];
}

test('a company page lists its programs; archived ones only with the toggle', async ({ page, request }) => {
  const listing = (await (
    await request.get('/api/v1/programs?filterByProgramStatusIds=3&sortBy=programName&orderBy=ASC&pageSize=1')
  ).json()) as ListingPage;
  const archived = listing.items[0];
  expect(archived).toBeDefined();
  if (!archived) return;

  await page.goto(`/en/groups/${archived.groupUri}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(archived.groupName);
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
  const programs = page.getByRole('table', { name: 'Programs' });
  await expect(programs.getByRole('link').first()).toBeVisible();
  await expect(programs.getByRole('link', { name: archived.programName })).toHaveCount(0);
  await expect(programs.getByRole('columnheader', { name: 'Visits' })).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Show archived programs' }).check();
  await expect(programs.getByRole('link', { name: archived.programName })).toBeVisible();
  await programs.getByRole('link', { name: archived.programName }).click();
  await expect(page).toHaveURL(new RegExp(`/en/groups/${archived.groupUri}/programs/`));
});

test('a company page shows its logo, served as an image', async ({ page, request }) => {
  const listing = (await (await request.get('/api/v1/programs?pageSize=10')).json()) as ListingPage;
  let company: { groupUri: string; groupName: string; logoUrl?: string | null } | undefined;
  for (const item of listing.items) {
    const profile = (await (await request.get(`/api/v1/groups/${item.groupUri}`)).json()) as {
      groupUri: string;
      groupName: string;
      logoUrl?: string | null;
    };
    if (profile.logoUrl) {
      company = profile;
      break;
    }
  }
  expect(company, 'a demo company with a logo among the first listed').toBeDefined();
  if (!company) return;

  await page.goto(`/en/groups/${company.groupUri}`);
  const logo = page.getByRole('img', { name: `Logo of ${company.groupName}` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
});

test('the CTA manager sees the visits of the company programs', async ({ page }) => {
  await signIn(page, 'manager@demo.cta-atlas.test', 'DemoManager1');
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as { groups: number[] };
  const groupId = session.groups[0];
  const listing = (await (
    await page.request.get(`/api/v1/programs?filterByGroupIds=${String(groupId)}&pageSize=1`)
  ).json()) as ListingPage;
  const company = listing.items[0];
  expect(company).toBeDefined();
  if (!company) return;
  await page.goto(`/en/groups/${company.groupUri}`);
  const programs = page.getByRole('table', { name: 'Programs' });
  await expect(programs.getByRole('columnheader', { name: 'Visits' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Company' })).toBeVisible();
});

test('a CTA manager uploads the company logo; a drawing is refused; the company page shows the new one', async ({ page }) => {
  await signIn(page, 'manager@demo.cta-atlas.test', 'DemoManager1');
  const mine = (await (await page.request.get('/api/v1/me/groups')).json()) as {
    items: { groupUri: string; groupName: string }[];
  };
  const company = mine.items[0];
  expect(company).toBeDefined();
  if (!company) return;

  await page.goto(`/en/groups/${company.groupUri}/logo`);
  const input = page.getByLabel('Logo image');
  await input.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText('Choose a PNG, JPEG, GIF or WebP image.')).toBeVisible();

  // A 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(page.getByText('Logo updated')).toBeVisible();

  await page.goto(`/en/groups/${company.groupUri}`);
  const logo = page.getByRole('img', { name: `Logo of ${company.groupName}` });
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
});

test('market quotes show the benchmark to members and the blocker to visitors, in both languages', async ({ page }) => {
  await page.goto('/en/managed-futures/market-quotes');
  await expect(page.getByRole('heading', { name: 'S&P 500 (demo)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign up for free to keep exploring' })).toBeVisible();

  await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
  await page.goto('/en/managed-futures/market-quotes');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'S&P 500 (demo)' }) });
  await expect(card.getByText('YTD')).toBeVisible();
  await expect(card.getByRole('img', { name: /Growth over the last 36 months/ })).toBeVisible();
  await expect(card.locator('polyline')).toHaveAttribute('points', /,/);

  await page.goto('/zh-hans/managed-futures/market-quotes');
  await expect(page.getByRole('heading', { name: '标普500指数（演示）' })).toBeVisible();
  await expect(page.getByText('年初至今').first()).toBeVisible();
});

test('the header typeahead finds a program from three characters and opens its page', async ({ page, request }) => {
  const listing = (await (await request.get('/api/v1/programs?sortBy=programName&orderBy=ASC&pageSize=1')).json()) as {
    items: { programName: string; programUri: string }[];
  };
  const first = listing.items[0];
  expect(first).toBeDefined();
  if (!first) return;
  await page.goto('/en/managed-futures/market-quotes');
  const search = page.getByRole('combobox', { name: 'Find a program' });
  await search.fill(first.programName.slice(0, 2));
  await expect(page.getByText('Type at least 3 characters')).toBeVisible();
  await search.fill(first.programName.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(first.programName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/groups/[^/]+/programs/${first.programUri}$`));
});

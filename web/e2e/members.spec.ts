import { expect, test, type Page } from '@playwright/test';
import { fillMinimalProgram, unique } from './support/authoring';

/**
 * The member tools on the demo data: watchlist, portfolio, saved searches, saved blends and the
 * add-to actions. Every test registers its own member, so the lists start empty and the specs
 * can run again against the same server.
 */

interface Listed {
  programId: number;
  programName: string;
  groupName: string;
  investmentMin: number | null;
  currency: string;
}

function uniqueEmail(): string {
  return `lists-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`;
}

/** The control labelled exactly `label`; required fields add a star to the label text. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\*?$`));
}

/** Registers a new member through the screen; registration signs them in. */
async function registerMember(page: Page) {
  const password = 'Members2026';
  await page.goto('/en/register');
  await page.getByLabel('First Name').fill('Lee');
  await page.getByLabel('Last Name').fill('Lists');
  await field(page, 'Phone').fill('312-555-0199');
  await page.getByLabel('Email').fill(uniqueEmail());
  await field(page, 'Password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel(/accept the Terms of Service/).check();
  await page.getByLabel("I'm not a robot").click();
  await expect(page.getByLabel("I'm not a robot")).toBeChecked({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance\?reg=inv$/, { timeout: 10_000 });
}

/** Demo programs from the listing API: the first ones by name matching `query`. */
async function programs(page: Page, query: string): Promise<Listed[]> {
  const response = await page.request.get(`/api/v1/programs?sortBy=programName&orderBy=ASC&pageSize=5&${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Listed[] }).items;
}

/** The member's API, as the page's cookies allow (unsafe methods echo the CSRF cookie). */
async function api(page: Page, method: 'POST' | 'PUT', path: string, data: unknown): Promise<unknown> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'atlas_csrf')?.value ?? '';
  const response = await page.request.fetch(`/api/v1${path}`, { method, data, headers: { 'X-CSRF-Token': csrf } });
  expect(response.ok(), `${method} ${path}: ${String(response.status())}`).toBe(true);
  return response.json();
}

async function chooseInTypeahead(page: Page, label: string, program: Listed) {
  await page.getByRole('combobox', { name: label }).fill(program.programName);
  await page
    .getByRole('option')
    .filter({ hasText: program.programName })
    .filter({ hasText: program.groupName })
    .first()
    .click();
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('visitors who are not signed in are sent to log in first', async ({ page }) => {
  await page.goto('/en/tools/watchlist');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Ftools%2Fwatchlist$/);
});

test('watchlist: add by typeahead, the duplicate toast, an alert, removal after confirmation', async ({ page }) => {
  await registerMember(page);
  const [program] = await programs(page, '');
  if (!program) throw new Error('the demo data lists no programs');
  await page.goto('/en/tools/watchlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Watchlist');
  await expect(page.getByText('No programs in watchlist.')).toBeVisible();
  await expect(page.getByText(/Trading futures, options and forex carries substantial risk/)).toBeVisible();

  const search = page.getByRole('combobox', { name: 'Add a program to your watchlist' });
  await search.fill(program.programName.slice(0, 2));
  await expect(page.getByText('Type at least 3 characters')).toBeVisible();
  await chooseInTypeahead(page, 'Add a program to your watchlist', program);
  await expect(toasts(page).getByText('Added to watchlist')).toBeVisible();
  const table = page.getByRole('table', { name: 'My Watchlist' });
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  await expect(table.getByRole('link', { name: program.programName })).toBeVisible();

  await chooseInTypeahead(page, 'Add a program to your watchlist', program);
  await expect(toasts(page).getByText(`${program.programName} is already in your Watchlist :)`)).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveCount(1);

  const alert = page.getByRole('checkbox', { name: `Email alert for ${program.programName}` });
  await alert.click();
  await expect(toasts(page).getByText('Alert added')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Email alert for ${program.programName}` })).toBeChecked();

  await page.getByRole('button', { name: `Remove ${program.programName}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('No programs in watchlist.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No programs in watchlist.')).toBeVisible();
});

test('portfolio: add, an amount below the minimum is refused, leverage sets the cash level, remove', async ({ page }) => {
  await registerMember(page);
  const [program] = await programs(page, 'filterByInvestmentMin=100000');
  if (!program?.investmentMin) throw new Error('the demo data lists no program with a minimum investment');
  const minimum = program.investmentMin;
  // Amounts are shown in the program's own currency.
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: program.currency, maximumFractionDigits: 0 });
  const dollars = (amount: number) => money.format(amount);
  await page.goto('/en/tools/portfolio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Portfolio');
  await expect(page.getByText('No programs in portfolio.')).toBeVisible();

  await chooseInTypeahead(page, 'Add a program to your portfolio', program);
  await expect(toasts(page).getByText('Added to portfolio')).toBeVisible();
  const amount = page.getByRole('spinbutton', { name: `Amount allocated to ${program.programName}` });
  // A new allocation starts at the program's minimum investment.
  await expect(amount).toHaveValue(String(minimum));
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(program.programName) }) });
  // The cash level is shortened, its exact figure first in the hover title. Its own column: the
  // value in the base currency may show the same figure (a dollar program at leverage 1).
  const cashColumn = (await page.getByRole('columnheader').allTextContents()).findIndex((text) => text.includes('Cash Level'));
  const cashLevel = (amount: number) => row.locator('th, td').nth(cashColumn).locator(`[title^="${dollars(amount)}"]`);
  await expect(cashLevel(minimum)).toBeVisible();

  await amount.fill(String(minimum - 1));
  await amount.press('Enter');
  await expect(row.getByText(`The minimum is ${dollars(minimum)}`)).toBeVisible();
  await page.reload();
  await expect(amount).toHaveValue(String(minimum));

  await page.getByRole('combobox', { name: `Leverage of ${program.programName}` }).selectOption('2');
  await expect(cashLevel(minimum / 2)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Leverage of ${program.programName}` })).toHaveValue('2');
  await expect(cashLevel(minimum / 2)).toBeVisible();

  await page.getByRole('button', { name: `Remove ${program.programName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('No programs in portfolio.')).toBeVisible();
});

test('a search saved from the screener shows on the dashboard, readably, and is deleted there', async ({ page }) => {
  await registerMember(page);
  await page.goto('/en/tools/dashboard/saved-searches');
  await expect(page.getByText('You don’t have any saved searches yet.')).toBeVisible();

  await page.goto('/en/managed-futures/performance?filterByCARORMin=10&filterByMethodologyTypesId=2');
  await page.getByRole('button', { name: 'Save Search' }).click();
  await expect(toasts(page).getByText('Search Saved!')).toBeVisible();
  await toasts(page).getByRole('link', { name: 'View saved searches' }).click();
  await expect(page).toHaveURL(/\/en\/tools\/dashboard\/saved-searches$/);
  await expect(page.getByRole('tab', { name: 'Saved Searches' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Saved Searches' });
  await expect(table.getByRole('listitem').filter({ hasText: 'Compounded annual return' })).toHaveText(
    'Compounded annual return: Above 10%',
  );
  await expect(table.getByRole('listitem').filter({ hasText: 'Methodology' })).toHaveText('Methodology: Systematic');
  await expect(table.getByRole('link', { name: 'Show results' })).toHaveAttribute(
    'href',
    '/en/managed-futures/performance?filterByCARORMin=10&filterByMethodologyTypesId=2',
  );

  await table.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('You don’t have any saved searches yet.')).toBeVisible();
  await page.getByRole('link', { name: /performance listing/ }).click();
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance$/);
});

test('saved blends: newest first, copy, load into the blender after the worksheet warning', async ({ page }) => {
  await registerMember(page);
  const listed = await programs(page, '');
  const ids = listed.map((program) => program.programId);
  // Two saved blends, the second the current one; then an unsaved worksheet with a program.
  const first = (await api(page, 'POST', '/me/blends', { programIds: ids.slice(0, 2) })) as { blendId: number };
  await api(page, 'PUT', `/me/blends/${String(first.blendId)}/save`, { blendName: 'E2E Alpha' });
  const second = (await api(page, 'POST', '/me/blends', { programIds: ids.slice(2, 3) })) as { blendId: number };
  await api(page, 'PUT', `/me/blends/${String(second.blendId)}/save`, { blendName: 'E2E Beta' });

  await page.goto('/en/tools/saved-blends');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved Blends');
  const table = page.getByRole('table', { name: 'Saved Blends' });
  await expect(table.getByRole('rowheader')).toHaveText(['E2E Beta Current', 'E2E Alpha']);
  await expect(page.getByText(/annualized from monthly returns/)).toBeVisible();
  await expect(page.getByText(/Blends are hypothetical/)).toBeVisible();

  const copy = page.getByRole('button', { name: 'Copy E2E Alpha', exact: true });
  await copy.click();
  await expect(table.getByRole('rowheader', { name: 'E2E Alpha (Copy)' })).toBeVisible();
  await expect(copy).not.toHaveAttribute('aria-busy');
  await expect(toasts(page).getByText('E2E Alpha copied')).toBeVisible();

  // The current blend is saved: loading another needs no warning.
  await page.getByRole('button', { name: 'Load E2E Alpha', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/tools\/blender$/);
  const current = (await (await page.request.get('/api/v1/me/blends/current')).json()) as { blendId: number };
  expect(current.blendId).toBe(first.blendId);

  // An unsaved worksheet with programs: loading warns that it will be deleted.
  await api(page, 'POST', '/me/blends', { programIds: ids.slice(3, 4) });
  await page.goto('/en/tools/saved-blends');
  await page.getByRole('button', { name: 'Load E2E Beta' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Unsaved worksheet' });
  await expect(warning.getByRole('button', { name: 'View current worksheet' })).toBeVisible();
  await warning.getByRole('button', { name: 'Delete and proceed' }).click();
  await expect(page).toHaveURL(/\/en\/tools\/blender$/);
  const loaded = (await (await page.request.get('/api/v1/me/blends/current')).json()) as { blendId: number };
  expect(loaded.blendId).toBe(second.blendId);
});

test('the copy button spins while the copy is made', async ({ page }) => {
  await registerMember(page);
  const listed = await programs(page, '');
  const blend = (await api(page, 'POST', '/me/blends', { programIds: [listed[0]?.programId] })) as { blendId: number };
  await api(page, 'PUT', `/me/blends/${String(blend.blendId)}/save`, { blendName: 'E2E Slow' });
  // Hold the copy's answer back, so the working state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/me/blends/*/copy', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/tools/saved-blends');
  const copy = page.getByRole('button', { name: 'Copy E2E Slow', exact: true });
  await copy.click();
  await expect(copy).toHaveAttribute('aria-busy', 'true');
  await expect(copy.locator('.spinner')).toBeVisible();
  release();
  await expect(page.getByRole('rowheader', { name: 'E2E Slow (Copy)' })).toBeVisible();
  await expect(copy).not.toHaveAttribute('aria-busy');
});

test('add to blender from the screener selection, with a toast that leads to the blender', async ({ page }) => {
  await registerMember(page);
  await page.goto('/en/managed-futures/performance');
  const table = page.getByRole('table', { name: 'Managed Futures Performance' });
  const firstName = await table.getByRole('rowheader').first().getByRole('link').first().textContent();
  const boxes = table.getByRole('checkbox', { name: /^Select / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await boxes.nth(2).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('group', { name: 'Add to a list' }).getByRole('button', { name: 'Add to blender' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to blender' });
  await expect(dialog.getByRole('combobox', { name: 'Blend' })).toHaveValue('current');
  await expect(dialog.getByRole('option', { name: 'Current blend: New Blend' })).toBeAttached();
  // The empty worksheet is nothing to lose: a new blend is made without a warning.
  await dialog.getByRole('combobox', { name: 'Blend' }).selectOption('new');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toasts(page).getByText('Added to blender')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Select / }).first()).not.toBeChecked();

  const current = (await (await page.request.get('/api/v1/me/blends/current')).json()) as {
    orders: { programName: string }[];
  };
  expect(current.orders).toHaveLength(3);
  expect(current.orders.map((order) => order.programName)).toContain(firstName);

  // A new blend now would delete the unsaved worksheet: the dialog says so.
  await boxes.nth(3).check();
  await page.getByRole('group', { name: 'Add to a list' }).getByRole('button', { name: 'Add to blender' }).click();
  await dialog.getByRole('combobox', { name: 'Blend' }).selectOption('new');
  await expect(dialog.getByRole('alert')).toHaveText(/Your current worksheet is not saved: a new blend deletes it\./);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await toasts(page).getByRole('link', { name: 'Open the blender' }).click();
  await expect(page).toHaveURL(/\/en\/tools\/blender$/);
});

test('add to watchlist from the program page', async ({ page }) => {
  await registerMember(page);
  const table = page.getByRole('table', { name: 'Managed Futures Performance' });
  const link = table.getByRole('rowheader').first().getByRole('link').first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.getByRole('button', { name: 'Add to watchlist' }).click();
  await expect(toasts(page).getByText('Added to watchlist')).toBeVisible();
  await page.getByRole('button', { name: 'Add to watchlist' }).click();
  await expect(toasts(page).getByText(`${name} is already in your Watchlist :)`)).toBeVisible();
});

test("a CTA manager's dashboard lists the company's programs, adds one in place and says Program Saved", async ({ page }) => {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill('manager@demo.cta-atlas.test');
  await page.getByLabel('Password').fill('DemoManager1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'My Account' })).toBeVisible();
  await page.goto('/en/tools/dashboard');
  await expect(page.getByRole('tab', { name: 'Watchlist' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Add Your CTA' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'My Programs' }).click();
  await expect(page).toHaveURL(/\/en\/tools\/dashboard\/programs$/);
  // The tab's first table: the dashboard's Top Rankings are above the tabs.
  const company = page.getByRole('tabpanel').getByRole('table').first();
  await expect(company.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await expect(company.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(/Active|Pending|Archived|Deleted/);
  // Only administrators remove programs.
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Remove / })).toHaveCount(0);

  const addProgram = page.getByRole('tabpanel').getByRole('button', { name: 'Add Program', expanded: false }).first();
  await addProgram.click();
  const form = page.getByRole('region', { name: /^Add a program to / });
  const programName = `Zz Dashboard ${unique()}`;
  await fillMinimalProgram(page, programName);
  await form.getByRole('checkbox', { name: /I certify/ }).check();
  await form.getByRole('button', { name: 'Add Program' }).click();
  await expect(toasts(page).getByText('Program Saved')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/tools\/dashboard\/programs$/);
  const added = company.getByRole('row').filter({ has: page.getByRole('rowheader', { name: programName }) });
  await expect(added.getByRole('cell').last()).toHaveText('Pending');
});

test('the watchlist in Simplified Chinese', async ({ page }) => {
  await registerMember(page);
  const [program] = await programs(page, '');
  if (!program) throw new Error('the demo data lists no programs');
  await page.goto('/zh-hans/tools/watchlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的关注列表');
  await expect(page.getByText('关注列表中没有项目。')).toBeVisible();
  await chooseInTypeahead(page, '向关注列表添加项目', program);
  await expect(page.getByRole('region', { name: '通知' }).getByText('已添加到关注列表')).toBeVisible();
  await expect(page.getByRole('table', { name: '我的关注列表' }).getByRole('columnheader', { name: '邮件提醒' })).toBeVisible();
  await chooseInTypeahead(page, '向关注列表添加项目', program);
  await expect(page.getByRole('region', { name: '通知' }).getByText(`${program.programName} 已在您的关注列表中 :)`)).toBeVisible();
});

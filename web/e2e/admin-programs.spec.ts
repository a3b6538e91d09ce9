import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addProgramThroughApi, adminPage, api, signIn, unique, type Account } from './support/authoring';

/**
 * Administration's program lists on the demo data: Recently Archived for the demo administrator,
 * All Programs for the demo platform manager, and the users export. The removal acts on a program
 * the test archives itself, so the specs can run again against one server.
 */

test.describe.configure({ timeout: 60_000 });

const demoPlatformManager: Account = { email: 'platform@demo.cta-atlas.test', password: 'DemoPlatform1' };

/** The first day of the month four months back, `YYYY-MM-DD`, on this machine's calendar (the browser's). */
function archivedWindowStart(today: Date): string {
  const monthIndex = today.getFullYear() * 12 + today.getMonth() - 4;
  return `${String(Math.floor(monthIndex / 12))}-${String((monthIndex % 12) + 1).padStart(2, '0')}-01`;
}

/** The total of the pager's 'x – y of total', once the list has loaded. */
async function pagerTotal(page: Page): Promise<number> {
  const range = page.getByRole('navigation', { name: 'Pagination' }).locator('.pager__range');
  await expect(range).toHaveText(/\d/);
  const text = (await range.textContent()) ?? '';
  return Number(/(\d+)\D*$/.exec(text)?.[1]);
}

/** The text of each row's `index`-th data cell (after the row header), top to bottom. */
function column(table: Locator, index: number): Promise<string[]> {
  return table.locator(`tbody tr td:nth-of-type(${String(index)})`).allTextContents();
}

/** A new program of a demo company, archived through the API: it is the newest archived one. */
async function archivedProgram(admin: Page): Promise<{ groupUri: string; programUri: string; programName: string }> {
  const response = await admin.request.get('/api/v1/admin/programs?filterByProgramStatusIds=1&pageSize=1');
  expect(response.ok()).toBe(true);
  const [company] = ((await response.json()) as { items: { groupUri: string }[] }).items;
  if (!company) throw new Error('the demo data has no active program');
  const programName = `Archive Probe ${unique()}`;
  const added = await addProgramThroughApi(admin, company.groupUri, programName);
  // 3 Archived, from 2 Pending, as a new program starts.
  await api(admin, 'PATCH', `/groups/${added.groupUri}/programs/${added.programUri}/status`, {
    programStatusId: 3,
    expectedStatusId: 2,
  });
  return { groupUri: added.groupUri, programUri: added.programUri, programName };
}

test('Recently Archived lists the window’s programs, newest first, and removes one after the confirmation', async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const program = await archivedProgram(admin);

  await admin.goto('/en/admin/recently-archived');
  await expect(admin.getByRole('tab', { name: 'Recently Archived', selected: true })).toBeVisible();
  const programs = admin.getByRole('table', { name: 'Recently Archived Programs' });
  await expect(programs.getByRole('rowheader').first()).toHaveText(program.programName);
  await expect(programs.getByRole('link', { name: program.programName })).toHaveAttribute(
    'href',
    `/en/groups/${program.groupUri}/programs/${program.programUri}`,
  );

  // Every row was archived in the window, the newest first.
  const days = await column(programs, 2);
  const start = archivedWindowStart(new Date());
  expect(days.length).toBeGreaterThan(1);
  expect(days.length).toBeLessThanOrEqual(100);
  for (const day of days) expect(day >= start, `${day} is before ${start}`).toBe(true);
  expect([...days].sort().reverse()).toEqual(days);

  const remove = programs.getByRole('button', { name: `Remove ${program.programName}` });
  await remove.click();
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this?');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(programs.getByRole('rowheader', { name: program.programName })).toBeVisible();

  await remove.click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(admin.getByRole('region', { name: 'Notifications' }).getByText(`${program.programName} removed`)).toBeVisible();
  await expect(programs.getByRole('rowheader', { name: program.programName })).toHaveCount(0);

  // It is Deleted now, not gone: its page still knows it.
  const stored = await admin.request.get(`/api/v1/groups/${program.groupUri}/programs/${program.programUri}`);
  expect(((await stored.json()) as { programStatusId: number }).programStatusId).toBe(4);
  await admin.context().close();
});

test('a platform manager sees only All Programs at /admin and filters it by platform', async ({ page }) => {
  await signIn(page, demoPlatformManager);
  // The My menu leads them in.
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/en\/admin$/);
  await expect(page.getByRole('tab')).toHaveText(['All Programs']);
  await expect(page.getByRole('tab', { name: 'All Programs', selected: true })).toBeVisible();
  const programs = page.getByRole('table', { name: 'All Programs' });
  await expect(programs.getByRole('rowheader')).toHaveCount(25);
  const everything = await pagerTotal(page);

  await page.getByRole('combobox', { name: 'Platform' }).selectOption({ label: 'Atlas Fund Platform' });
  await expect(page).toHaveURL(/filterByPlatformId=2/);
  await expect.poll(() => pagerTotal(page)).toBeLessThan(everything);
  const onPlatform = await pagerTotal(page);
  expect(onPlatform).toBeGreaterThan(0);
  for (const platforms of await column(programs, 3)) expect(platforms).toContain('Atlas Fund Platform');

  // Archived only, on that platform: fewer still, each marked Archived.
  await page.getByRole('checkbox', { name: 'Archived' }).check();
  await expect(page).toHaveURL(/filterByProgramStatusIds=3/);
  await expect.poll(() => pagerTotal(page)).toBeLessThan(onPlatform);
  for (const status of await column(programs, 2)) expect(status).toBe('Archived');

  // The URL keeps the filters; the administrators' tabs are not theirs.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Platform' })).toHaveValue('2');
  await expect(page.getByRole('checkbox', { name: 'Archived' })).toBeChecked();
  await page.goto('/en/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Looks Like You Might Be Lost');
});

test('an administrator downloads users.csv from the Users tab', async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto('/en/admin/users');
  await expect(admin.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/en/admin/users/add');
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('users.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split(/\r?\n/)[0]).toMatch(/^User Id,Email,First Name/);
  expect(csv).toContain('admin@demo.cta-atlas.test');
  await admin.context().close();
});

test('Recently Archived and the Users tab’s controls in Simplified Chinese', async ({ browser }) => {
  const admin = await adminPage(browser, 'zh-hans');
  await admin.goto('/zh-hans/admin/recently-archived');
  await expect(admin.getByRole('tab', { name: '最近归档', selected: true })).toBeVisible();
  const programs = admin.getByRole('table', { name: '最近归档的项目' });
  await expect(programs.getByRole('columnheader', { name: '归档日期' })).toBeVisible();
  await expect(programs.getByRole('button', { name: /^删除 / }).first()).toHaveText('删除');
  await admin.getByRole('tab', { name: '用户' }).click();
  await expect(admin).toHaveURL(/\/zh-hans\/admin\/users$/);
  await expect(admin.getByRole('link', { name: '导出' })).toHaveAttribute('href', '/api/v1/admin/users.csv');
  await expect(admin.getByRole('link', { name: '添加用户' })).toHaveAttribute('href', '/zh-hans/admin/users/add');
  await admin.context().close();
});

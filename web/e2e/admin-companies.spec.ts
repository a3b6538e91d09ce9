import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { adminPage, api, field, unique, type Lang } from './support/authoring';

/**
 * Administration's CTAs tab, the add-CTA page and a company's audit log, on the demo data, signed
 * in as the demo administrator. Every test makes its own company with a unique name, so the specs
 * can run again against one server.
 */

test.describe.configure({ timeout: 90_000 });

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** A company added through the API in `groupStatusId`, without a manager; returns its uri. */
async function addCompanyThroughApi(admin: Page, groupName: string, groupStatusId: number): Promise<string> {
  const created = (await api(admin, 'POST', '/admin/groups', {
    company: {
      groupName,
      webUrl: '',
      descriptionLong: 'Systematic trend following in 40 futures markets.',
      groupTypeIds: [],
      contacts: [],
      memberships: [],
    },
    acceptedAgreement: true,
    groupStatusId,
    platformIds: null,
    managerEmail: null,
  })) as { groupUri: string };
  return created.groupUri;
}

/**
 * A member of its own, added through the API, to manage a new company: making a demo account a
 * CTA manager would change what other specs see as that account (the screener's blend filter).
 */
async function addMemberThroughApi(admin: Page): Promise<string> {
  const email = `cta-manager-${unique()}@example.com`;
  await api(admin, 'POST', '/admin/users', {
    email,
    password: 'Managers2026',
    confirmPassword: 'Managers2026',
    profile: { firstName: 'Mia', lastName: 'Manager', phonePrefix: '+1', phone: '312-555-0142', country: 'US' },
    roleIds: [1],
  });
  return email;
}

/** The CTAs tab searched for `term`, once the term has reached the URL (after the 500 ms pause). */
async function searchGroups(admin: Page, term: string, lang: Lang = 'en') {
  await admin.getByRole('searchbox', { name: lang === 'en' ? 'Search CTAs' : '搜索 CTA 公司' }).fill(term);
  await expect.poll(() => new URL(admin.url()).searchParams.get('search')).toBe(term);
}

test('filters to Pending, searches, activates from the list and opens the company with its audit log', async ({ browser }) => {
  const admin = await adminPage(browser);
  const name = `Pending Partners ${unique()}`;
  const groupUri = await addCompanyThroughApi(admin, name, 2);

  await admin.goto('/en/admin/groups');
  await expect(admin.getByRole('tab', { name: 'CTAs', selected: true })).toBeVisible();
  const filter = admin.getByRole('group', { name: 'Company status' });
  await filter.getByRole('checkbox', { name: 'Pending' }).check();
  await expect(admin).toHaveURL(/\/en\/admin\/groups\?filterByGroupStatusIds=2$/);
  const groups = admin.getByRole('table', { name: 'CTAs' });
  // Every row the filter leaves is pending: each offers Activate.
  await expect(groups.getByRole('row').nth(1)).toContainText('Pending');

  await searchGroups(admin, name);
  await expect(groups.getByRole('rowheader')).toHaveText([name]);
  await expect(admin.getByText('1 – 1 of 1')).toBeVisible();
  const row = groups.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Pending');
  // The URL keeps the filter and the term: a reload shows the same rows.
  await admin.reload();
  await expect(admin.getByRole('checkbox', { name: 'Pending' })).toBeChecked();
  await expect(groups.getByRole('rowheader')).toHaveText([name]);

  await row.getByRole('button', { name: `Activate ${name}` }).click();
  await expect(toasts(admin).getByText('Group activated!')).toBeVisible();
  await expect(toasts(admin).getByRole('link', { name: `View ${name}` })).toHaveAttribute('href', `/en/groups/${groupUri}`);
  // No longer pending, it leaves the filtered list.
  await expect(groups).toContainText('No data available in table');
  await admin.getByRole('checkbox', { name: 'Pending' }).uncheck();
  await expect(groups.getByRole('row').filter({ hasText: name })).toContainText('Active');

  await groups.getByRole('link', { name, exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/en/groups/${groupUri}$`));
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(name);
  const audit = admin.getByRole('table', { name: 'Audit Log' });
  await expect(audit.getByRole('row').nth(1)).toContainText('Status changed');
  await expect(audit.getByRole('row').nth(1)).toContainText('Pending → Active');
  await expect(audit.getByRole('row').nth(2)).toContainText('Company created');
  await expect(audit.getByRole('row').nth(2)).toContainText('admin@demo.cta-atlas.test');
  await admin.context().close();
});

test('adds a CTA for a member, listed Active, then deletes it after the confirmation', async ({ browser, page }) => {
  const admin = await adminPage(browser);
  const name = `Added Advisors ${unique()}`;
  const manager = await addMemberThroughApi(admin);

  await admin.goto('/en/admin/groups');
  await admin.getByRole('link', { name: 'Add CTA' }).click();
  await expect(admin).toHaveURL(/\/en\/admin\/groups\/add$/);
  await field(admin, 'Company Name').fill(name);
  await field(admin, 'Company Description').fill('Discretionary global macro since 2004.');
  await admin.getByRole('group', { name: 'Registration 1' }).getByRole('textbox', { name: /Registration Details/ }).fill('0456789');
  await expect(field(admin, 'Status')).toHaveValue('1');

  // An email nobody registered is refused at its field, and nothing is stored.
  await field(admin, "Manager's email").fill(`nobody-${unique()}@example.com`);
  await admin.getByLabel(/I certify/).check();
  await admin.getByRole('button', { name: 'Add CTA' }).click();
  await expect(field(admin, "Manager's email")).toHaveAccessibleDescription(/No account found associated with this email\./);
  await expect(admin).toHaveURL(/\/en\/admin\/groups\/add$/);

  await field(admin, "Manager's email").fill(manager);
  await admin.getByRole('button', { name: 'Add CTA' }).click();
  await expect(admin).toHaveURL(/\/en\/groups\/[^/]+$/);
  await expect(toasts(admin).getByText('Profile Saved')).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(name);
  const groupUri = new URL(admin.url()).pathname.split('/').pop() ?? '';
  const audit = admin.getByRole('table', { name: 'Audit Log' });
  await expect(audit.getByRole('row').filter({ hasText: 'Manager added' })).toContainText(manager);

  // Active at once, so anyone sees its profile.
  await page.goto(`/en/groups/${groupUri}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // Only administrators see the audit log.
  await expect(page.getByRole('table', { name: 'Programs' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Audit Log' })).toHaveCount(0);

  await admin.goto('/en/admin/groups');
  await searchGroups(admin, name);
  const groups = admin.getByRole('table', { name: 'CTAs' });
  const row = groups.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: `Activate ${name}` })).toHaveCount(0);
  await expect(row.getByRole('link', { name: `Users of ${name}` })).toHaveAttribute('href', `/en/groups/${groupUri}/users`);
  await expect(row.getByRole('link', { name: `Edit ${name}` })).toHaveAttribute('href', `/en/groups/${groupUri}/edit`);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this CTA?');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toasts(admin).getByText('CTA Deleted')).toBeVisible();
  await expect(row).toContainText('Deleted');
  await expect(row.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);

  // A deleted company's profile is no one's but its managers' and the administrators'.
  await page.goto(`/en/groups/${groupUri}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Looks Like You Might Be Lost');
  await admin.context().close();
});

test('an administrator downloads groups.csv from the CTAs tab', async ({ browser }) => {
  const admin = await adminPage(browser);
  const name = `Exported Trading ${unique()}`;
  const groupUri = await addCompanyThroughApi(admin, name, 1);
  await admin.goto('/en/admin/groups');
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Export', exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('groups.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split(/\r?\n/)[0]).toMatch(/^Group Id,URL Name,Name,Status/);
  expect(csv).toContain(`${groupUri},${name}`);
  await admin.context().close();
});

test('the CTAs tab in Simplified Chinese', async ({ browser }) => {
  const admin = await adminPage(browser, 'zh-hans');
  const name = `Zhongwen Capital ${unique()}`;
  await addCompanyThroughApi(admin, name, 2);
  await admin.goto('/zh-hans/admin/groups');
  await expect(admin.getByRole('tab', { name: 'CTA 公司', selected: true })).toBeVisible();
  const groups = admin.getByRole('table', { name: 'CTA 公司' });
  await expect(groups.getByRole('columnheader', { name: '创建日期' })).toHaveAttribute('aria-sort', 'descending');
  await admin.getByRole('group', { name: '公司状态' }).getByRole('checkbox', { name: '待审核' }).check();
  await expect(admin).toHaveURL(/\/zh-hans\/admin\/groups\?filterByGroupStatusIds=2$/);
  await searchGroups(admin, name, 'zh-hans');
  const row = groups.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('待审核');
  await expect(row.getByRole('button', { name: `激活 ${name}` })).toHaveText('激活');
  await expect(row.getByRole('button', { name: `删除 ${name}` })).toHaveText('删除');
  await expect(admin.getByLabel('每页行数')).toHaveValue('10');
  await expect(admin.getByRole('link', { name: '导出' })).toHaveAttribute('href', '/api/v1/admin/groups.csv');
  await admin.getByRole('link', { name: '添加 CTA' }).click();
  await expect(admin).toHaveURL(/\/zh-hans\/admin\/groups\/add$/);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('添加 CTA');
  await expect(field(admin, '经理的电子邮箱')).toBeVisible();
  await admin.context().close();
});

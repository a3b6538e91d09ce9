import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminPage, api, field, signIn, unique, type Account } from './support/authoring';

/**
 * The administration's user page beyond the roles (profile form, password, the member's lists
 * and view history), its Add User screen and the program Logs tab's links to it, on the demo
 * data as the demo administrator. Every test adds its own user, so the specs can run again
 * against one server.
 */

test.describe.configure({ timeout: 90_000 });

interface Listing {
  programId: number;
  programName: string;
  programUri: string;
  groupUri: string;
}

interface AddedUser extends Account {
  userId: number;
  lastName: string;
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The user page's id from the address it is at: /{lang}/admin/users/{id}[/{tab}]. */
function userIdOf(page: Page): number {
  const match = /\/admin\/users\/(\d+)/.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`not a user page: ${page.url()}`);
  return Number(match[1]);
}

/** A member added through the API by the administrator, to act on. */
async function addUserThroughApi(admin: Page): Promise<AddedUser> {
  const suffix = unique();
  const user = { email: `admin-tabs-${suffix}@example.com`, password: 'Members2026', lastName: `Tabs${suffix}` };
  const { userId } = (await api(admin, 'POST', '/admin/users', {
    email: user.email,
    password: user.password,
    confirmPassword: user.password,
    profile: { firstName: 'Uma', lastName: user.lastName, phonePrefix: '+1', phone: '312-555-0142', country: 'US' },
    roleIds: [1],
  })) as { userId: number };
  return { ...user, userId };
}

/** A browser of its own, signed in as `account`. */
async function memberPage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/**
 * The last program by name the reader sees, as the screener lists it. Not the first: other specs
 * read that one's view log and expect their own visit on top.
 */
async function viewedProgram(page: Page): Promise<Listing> {
  const response = await page.request.get('/api/v1/programs?sortBy=programName&orderBy=DESC&pageSize=1');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Listing[] };
  const [program] = items;
  if (!program) throw new Error('the demo data lists no program');
  return program;
}

test('adds a user, sets their password, they sign in with it, and their profile is edited', async ({ browser }) => {
  const admin = await adminPage(browser);
  const suffix = unique();
  const email = `admin-add-${suffix}@example.com`;
  const lastName = `Added${suffix}`;

  await admin.goto('/en/admin/users');
  await admin.getByRole('link', { name: 'Add User' }).click();
  await expect(admin).toHaveURL(/\/en\/admin\/users\/add$/);
  await expect(admin.getByRole('checkbox', { name: 'Member', exact: true })).toBeChecked();
  // The spec's messages before anything is sent.
  await admin.getByRole('button', { name: 'Add User' }).click();
  await expect(field(admin, 'Password')).toHaveAccessibleDescription('Please enter a password');

  await field(admin, 'Email').fill(email);
  await field(admin, 'Password').fill('Initial2026');
  await field(admin, 'Confirm Password').fill('Initial2026');
  await field(admin, 'First Name').fill('Uma');
  await field(admin, 'Last Name').fill(lastName);
  await field(admin, 'Phone').fill('312-555-0142');
  await admin.getByRole('button', { name: 'Add User' }).click();
  await expect(toasts(admin).getByText('User added')).toBeVisible();
  await expect(admin).toHaveURL(/\/en\/admin\/users\/\d+$/);
  await expect(admin.getByText(`Uma ${lastName} · ${email}`)).toBeVisible();

  // The same address again is refused at its field.
  await admin.goto('/en/admin/users/add');
  await field(admin, 'Email').fill(email);
  await field(admin, 'Password').fill('Initial2026');
  await field(admin, 'Confirm Password').fill('Initial2026');
  await field(admin, 'First Name').fill('Uma');
  await field(admin, 'Last Name').fill(lastName);
  await field(admin, 'Phone').fill('312-555-0142');
  await admin.getByRole('button', { name: 'Add User' }).click();
  await expect(field(admin, 'Email')).toHaveAccessibleDescription('An account with this email already exists.');
  await admin.goBack();
  await expect(admin).toHaveURL(/\/en\/admin\/users\/\d+$/);

  await admin.getByRole('tab', { name: 'Password' }).click();
  await expect(admin).toHaveURL(/\/en\/admin\/users\/\d+\/password$/);
  await field(admin, 'New Password').fill('changed');
  await admin.getByRole('button', { name: 'Update Password' }).click();
  await expect(field(admin, 'New Password')).toHaveAccessibleDescription(
    'Must include a mixture of uppercase and lowercase letters',
  );
  await field(admin, 'New Password').fill('Changed2026');
  await field(admin, 'Confirm New Password').fill('Changed2026');
  await admin.getByRole('button', { name: 'Update Password' }).click();
  await expect(toasts(admin).getByText('Password Updated')).toBeVisible();

  // The user signs in with the new password, in a browser of their own.
  const member = await memberPage(browser, { email, password: 'Changed2026' });
  await expect(member).toHaveURL(/\/en\/managed-futures\/performance$/);
  await member.context().close();

  await admin.getByRole('tab', { name: 'Profile' }).click();
  const lastNameBox = admin.getByRole('textbox', { name: /^Last Name/ });
  await expect(lastNameBox).toHaveValue(lastName);
  await lastNameBox.fill(`Edited${suffix}`);
  await admin.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toasts(admin).getByText('Profile Saved')).toBeVisible();
  await expect(admin.getByText(`Uma Edited${suffix} · ${email}`)).toBeVisible();
  const audit = admin.getByRole('table', { name: 'Audit Log' });
  await expect(audit.getByRole('row').nth(1)).toContainText('Password changed');
  await expect(audit.getByRole('row').nth(2)).toContainText('Account created');
  await admin.reload();
  await expect(admin.getByRole('textbox', { name: /^Last Name/ })).toHaveValue(`Edited${suffix}`);
  await admin.context().close();
});

test("shows the user's watchlist, portfolio and view history, and the program's Logs tab leads to them", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const added = await addUserThroughApi(admin);
  const member = await memberPage(browser, added);
  const program = await viewedProgram(member);
  // Opening the program page is a view; the lists are filled as the member fills them.
  await member.goto(`/en/groups/${program.groupUri}/programs/${program.programUri}`);
  await expect(member.getByRole('heading', { level: 1, name: program.programName })).toBeVisible();
  await api(member, 'POST', '/me/watchlist', { programId: program.programId });
  await api(member, 'POST', '/me/portfolio/orders', { programId: program.programId });
  await member.context().close();

  await admin.goto(`/en/admin/users/${String(added.userId)}/watchlist`);
  const watchlist = admin.getByRole('table', { name: 'Watchlist' });
  await expect(watchlist.getByRole('link', { name: program.programName })).toHaveAttribute(
    'href',
    `/en/groups/${program.groupUri}/programs/${program.programUri}`,
  );
  await expect(watchlist.getByRole('checkbox')).toHaveCount(0);

  await admin.getByRole('tab', { name: 'Portfolio' }).click();
  const portfolio = admin.getByRole('table', { name: 'Portfolio' });
  await expect(portfolio.getByRole('link', { name: program.programName })).toBeVisible();
  await expect(portfolio.getByRole('row')).toHaveCount(2);

  await admin.getByRole('tab', { name: 'Saved Blends' }).click();
  await expect(admin.getByRole('table', { name: 'Saved Blends' })).toContainText('No saved blends found.');

  await admin.getByRole('tab', { name: 'Logs' }).click();
  await expect(admin).toHaveURL(new RegExp(`/en/admin/users/${String(added.userId)}/logs$`));
  const history = admin.getByRole('table', { name: 'View History' });
  await expect(history.getByRole('link', { name: program.programName })).toBeVisible();
  await expect(admin.getByLabel('Rows per page')).toHaveValue('25');
  await expect(admin.getByRole('link', { name: 'Export' })).toHaveAttribute(
    'href',
    `/api/v1/admin/users/${String(added.userId)}/views.csv`,
  );
  const csv = await admin.request.get(`/api/v1/admin/users/${String(added.userId)}/views.csv`);
  expect(csv.ok()).toBe(true);
  expect(await csv.text()).toContain(program.programName);

  // On the program's Logs tab the viewer's name leads an administrator to their page.
  await admin.goto(`/en/groups/${program.groupUri}/programs/${program.programUri}/users`);
  const viewer = admin.getByRole('table', { name: 'View Log' }).getByRole('link', { name: `Uma ${added.lastName}` });
  await viewer.click();
  await expect(admin).toHaveURL(new RegExp(`/en/admin/users/${String(added.userId)}$`));
  expect(userIdOf(admin)).toBe(added.userId);

  // The demo member's lists: whatever the demo data and earlier runs left, the tabs show them read only.
  const found = await admin.request.get('/api/v1/admin/users?search=member%40demo.cta-atlas.test');
  const { items } = (await found.json()) as { items: { userId: number; email: string }[] };
  const demoMember = items.find((user) => user.email === 'member@demo.cta-atlas.test');
  if (!demoMember) throw new Error('the demo data has no member@demo.cta-atlas.test');
  await admin.goto(`/en/admin/users/${String(demoMember.userId)}/watchlist`);
  await expect(admin.getByRole('table', { name: 'Watchlist' })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Watchlist' }).getByRole('button')).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Portfolio' }).click();
  await expect(admin.getByRole('table', { name: 'Portfolio' })).toBeVisible();
  await admin.context().close();
});

test("a user's view history in Simplified Chinese", async ({ browser }) => {
  const admin = await adminPage(browser, 'zh-hans');
  const added = await addUserThroughApi(admin);
  const member = await memberPage(browser, added);
  const program = await viewedProgram(member);
  await member.goto(`/en/groups/${program.groupUri}/programs/${program.programUri}`);
  await expect(member.getByRole('heading', { level: 1, name: program.programName })).toBeVisible();
  await member.context().close();

  await admin.goto(`/zh-hans/admin/users/${String(added.userId)}/logs`);
  await expect(admin.getByRole('tab', { name: '日志', selected: true })).toBeVisible();
  await expect(admin.getByRole('tab')).toHaveText(['资料', '密码', '角色', '关注列表', '投资组合', '已保存的组合', '日志']);
  const history = admin.getByRole('table', { name: '浏览记录' });
  await expect(history.getByRole('columnheader', { name: '日期' })).toHaveAttribute('aria-sort', 'descending');
  await expect(history.getByRole('link', { name: program.programName })).toHaveAttribute(
    'href',
    `/zh-hans/groups/${program.groupUri}/programs/${program.programUri}`,
  );
  await expect(admin.getByRole('link', { name: '导出' })).toBeVisible();

  await admin.getByRole('tab', { name: '密码' }).click();
  await admin.getByRole('button', { name: '更新密码' }).click();
  await expect(admin.getByLabel(/^新密码/)).toHaveAccessibleDescription('请输入密码');
  await admin.context().close();
});

import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminPage, unique, type Lang } from './support/authoring';

/**
 * Administration's Users tab and user page on the demo data, signed in as the demo administrator.
 * Every test registers its own member to act on, so the specs can run again against one server.
 */

test.describe.configure({ timeout: 90_000 });

interface Member {
  email: string;
  password: string;
  lastName: string;
}

const password = 'Members2026';

/** The control labelled exactly `label`; required fields add a star to the label text. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\*?$`));
}

/** A member registered through the screen in a browser of its own, then signed out. */
async function registerMember(browser: Browser): Promise<Member> {
  const suffix = unique();
  const member = { email: `admin-users-${suffix}@example.com`, password, lastName: `Tester${suffix}` };
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/en/register');
  await page.getByLabel('First Name').fill('Uma');
  await page.getByLabel('Last Name').fill(member.lastName);
  await field(page, 'Phone').fill('312-555-0142');
  await page.getByLabel('Email').fill(member.email);
  await field(page, 'Password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel(/accept the Terms of Service/).check();
  await page.getByLabel("I'm not a robot").click();
  await expect(page.getByLabel("I'm not a robot")).toBeChecked({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance\?reg=inv$/, { timeout: 10_000 });
  await context.close();
  return member;
}

/** Signs in through the login page; where it lands is the caller's to check. */
async function logIn(page: Page, member: Member) {
  await page.context().clearCookies();
  await page.goto('/en/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The sign-in API's answer code for a password: `ok`, `invalid_password`, `account_locked`, … */
async function tokenCode(request: APIRequestContext, email: string, secret: string): Promise<string> {
  const response = await request.post('/api/v1/auth/token', { data: { email, password: secret } });
  if (response.ok()) return 'ok';
  return ((await response.json()) as { code: string }).code;
}

/** The Users tab searched for `term`, once the list shows the search's rows. */
async function searchUsers(admin: Page, term: string, lang: Lang = 'en') {
  await admin.goto(`/${lang}/admin/users`);
  await admin.getByRole('searchbox', { name: lang === 'en' ? 'Search users' : '搜索用户' }).fill(term);
  // The term reaches the URL after the 500 ms pause; the list then shows its rows.
  await expect.poll(() => new URL(admin.url()).searchParams.get('search')).toBe(term);
}

/** The member's page from the Users tab: search for the email, follow its row. */
async function openUser(admin: Page, member: Member) {
  await searchUsers(admin, member.email);
  const users = admin.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row')).toHaveCount(2);
  await users.getByRole('link', { name: member.email }).click();
  await expect(admin).toHaveURL(/\/en\/admin\/users\/\d+$/);
  await expect(admin.getByText(`Uma ${member.lastName} · ${member.email}`)).toBeVisible();
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('finds a user by search, grants and takes Member Plus, and the audit log says so', async ({ browser }) => {
  const member = await registerMember(browser);
  const admin = await adminPage(browser);

  // Under 3 characters the box only says how many it needs; the list stays whole.
  await admin.goto('/en/admin/users');
  const box = admin.getByRole('searchbox', { name: 'Search users' });
  await box.fill('Te');
  await expect(box).toHaveAccessibleDescription('Enter at least 3 characters.');

  await searchUsers(admin, member.lastName);
  const users = admin.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('rowheader')).toHaveText([member.email]);
  await expect(admin.getByText('1 – 1 of 1')).toBeVisible();
  const row = users.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('Member');
  await expect(row).toContainText('+1 312-555-0142');
  // The URL keeps the term: a reload shows the same rows.
  await admin.reload();
  await expect(admin.getByRole('searchbox', { name: 'Search users' })).toHaveValue(member.lastName);
  await expect(users.getByRole('rowheader')).toHaveText([member.email]);

  await openUser(admin, member);
  await admin.getByRole('tab', { name: 'Roles' }).click();
  await expect(admin).toHaveURL(/\/en\/admin\/users\/\d+\/roles$/);
  const plus = admin.getByRole('checkbox', { name: 'Member Plus' });
  await expect(admin.getByRole('checkbox', { name: 'Member', exact: true })).toBeChecked();
  await expect(plus).not.toBeChecked();
  await plus.click();
  await expect(toasts(admin).getByText('Roles updated')).toBeVisible();
  await expect(plus).toBeChecked();
  await admin.reload();
  await expect(admin.getByRole('checkbox', { name: 'Member Plus' })).toBeChecked();

  await admin.getByRole('checkbox', { name: 'Member Plus' }).click();
  await expect(admin.getByRole('checkbox', { name: 'Member Plus' })).not.toBeChecked();
  await expect(admin.getByRole('checkbox', { name: 'Member Plus' })).toBeEnabled();

  await admin.getByRole('tab', { name: 'Profile' }).click();
  const audit = admin.getByRole('table', { name: 'Audit Log' });
  await expect(audit.getByRole('row').nth(1)).toContainText('Role removed');
  await expect(audit.getByRole('row').nth(1)).toContainText('Member Plus');
  await expect(audit.getByRole('row').nth(2)).toContainText('Role added');
  await expect(audit.getByRole('row').nth(2)).toContainText('admin@demo.cta-atlas.test');

  // The spec's seven tabs; another tab's URL is not found.
  await expect(admin.getByRole('tab')).toHaveText(['Profile', 'Password', 'Roles', 'Watchlist', 'Portfolio', 'Saved Blends', 'Logs']);
  await admin.goto(`${new URL(admin.url()).pathname}/history`);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Looks Like You Might Be Lost');
  await admin.goto('/en/admin/users/not-a-number');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Looks Like You Might Be Lost');
  await admin.goto('/en/admin/users/999999999');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Looks Like You Might Be Lost');
  await admin.context().close();
});

test('five wrong passwords lock a user out; the lock badge unlocks them and they sign in', async ({ browser, page }) => {
  const member = await registerMember(browser);
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    expect(await tokenCode(page.request, member.email, `Wrong${String(attempt)}xx`)).toBe('invalid_password');
  }
  // The fifth failure is the one that locks the account.
  expect(await tokenCode(page.request, member.email, 'Wrong5xx')).toBe('account_locked');
  expect(await tokenCode(page.request, member.email, member.password)).toBe('account_locked');

  const admin = await adminPage(browser);
  await searchUsers(admin, member.email);
  const users = admin.getByRole('table', { name: 'Users' });
  const badge = users.getByRole('button', { name: `Unlock ${member.email}` });
  await expect(badge).toHaveText('Locked');
  await badge.click();
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText(`Unlock ${member.email}?`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(toasts(admin).getByText('User unlocked')).toBeVisible();
  await expect(badge).toHaveCount(0);

  await logIn(page, member);
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance$/);

  // The unlock is in the user's audit log.
  await users.getByRole('link', { name: member.email }).click();
  await expect(admin.getByRole('table', { name: 'Audit Log' }).getByRole('row').nth(1)).toContainText('Unlocked');
  await expect(admin.getByText('Not locked')).toBeVisible();
  await admin.context().close();
});

test('a suspended user is refused at sign-in until reinstated', async ({ browser, page }) => {
  const member = await registerMember(browser);
  const admin = await adminPage(browser);
  await openUser(admin, member);
  await admin.getByRole('tab', { name: 'Roles' }).click();

  await admin.getByRole('button', { name: 'Suspend' }).click();
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText(`Suspend ${member.email}?`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(toasts(admin).getByText('Roles updated')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Reinstate' })).toBeVisible();
  await expect(admin.getByText(/This account is suspended/)).toBeVisible();

  await logIn(page, member);
  await expect(page).toHaveURL(/\/en\/login\/suspended$/);

  // The list marks the account too.
  await searchUsers(admin, member.email);
  await expect(admin.getByRole('table', { name: 'Users' }).getByText('Suspended', { exact: true })).toBeVisible();
  await admin.getByRole('table', { name: 'Users' }).getByRole('link', { name: member.email }).click();
  await admin.getByRole('tab', { name: 'Roles' }).click();
  await admin.getByRole('button', { name: 'Reinstate' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(admin.getByRole('button', { name: 'Suspend' })).toBeVisible();

  await logIn(page, member);
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance$/);
  await admin.context().close();
});

test('an administrator deletes a user after the confirmation', async ({ browser, page }) => {
  const member = await registerMember(browser);
  const admin = await adminPage(browser);
  await openUser(admin, member);

  await admin.getByRole('button', { name: 'Delete User' }).click();
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this user?');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);

  await admin.getByRole('button', { name: 'Delete User' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toasts(admin).getByText('User removed')).toBeVisible();
  await expect(admin).toHaveURL(/\/en\/admin\/users$/);

  await searchUsers(admin, member.email);
  await expect(admin.getByRole('table', { name: 'Users' })).toContainText('No users found');

  await logIn(page, member);
  await expect(page.getByRole('alert')).toHaveText('No account found associated with this email.');

  // Nobody deletes or suspends their own account, nor takes their own Administrator role.
  await searchUsers(admin, 'admin@demo.cta-atlas.test');
  await admin.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'admin@demo.cta-atlas.test' }).click();
  await expect(admin.getByRole('button', { name: 'Delete User' })).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Roles' }).click();
  await expect(admin.getByRole('checkbox', { name: 'Administrator' })).toBeDisabled();
  await expect(admin.getByText('You cannot suspend or delete your own account.')).toBeVisible();
  await admin.context().close();
});

test('the Users tab and a user page in Simplified Chinese', async ({ browser }) => {
  const admin = await adminPage(browser, 'zh-hans');
  await searchUsers(admin, 'plus@demo', 'zh-hans');
  const users = admin.getByRole('table', { name: '用户' });
  await expect(users.getByRole('columnheader', { name: '电子邮箱' })).toBeVisible();
  await expect(users.getByRole('columnheader', { name: '创建日期' })).toHaveAttribute('aria-sort', 'descending');
  const row = users.getByRole('row').filter({ hasText: 'plus@demo.cta-atlas.test' });
  await expect(row).toContainText('会员、高级会员');
  await expect(admin.getByLabel('每页行数')).toHaveValue('10');

  await row.getByRole('link', { name: 'plus@demo.cta-atlas.test' }).click();
  await expect(admin).toHaveURL(/\/zh-hans\/admin\/users\/\d+$/);
  await expect(admin.getByRole('tab', { name: '资料', selected: true })).toBeVisible();
  await expect(admin.getByRole('table', { name: '审计日志' })).toBeVisible();
  await admin.getByRole('tab', { name: '角色' }).click();
  await expect(admin.getByRole('checkbox', { name: '高级会员' })).toBeChecked();
  await expect(admin.getByRole('button', { name: '停用' })).toBeVisible();
  await admin.context().close();
});

import { expect, test } from '@playwright/test';

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('an admin signs in, keeps the session over a reload and logs out', async ({ page }) => {
  await page.goto('/en/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Login');
  await page.getByLabel('Email').fill('admin@demo.cta-atlas.test');
  await page.getByLabel('Password').fill('DemoAdmin1');
  await page.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(/\/en\/managed-futures\/performance$/);
  const my = nav(page).getByRole('button', { name: 'My Account' });
  await expect(my).toBeVisible();
  await my.click();
  await expect(nav(page).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/en/admin');

  const stored = await page.evaluate(() => localStorage.getItem('atlas.session'));
  expect(stored).not.toContain('Token');

  await page.reload();
  await expect(nav(page).getByRole('button', { name: 'My Account' })).toBeVisible();

  await nav(page).getByRole('button', { name: 'My Account' }).click();
  // The page leaves for /login at once; the server's answer, which clears the cookies, may come
  // after it: wait for it before asking who the browser is.
  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/logout'));
  await nav(page).getByRole('button', { name: 'Log Out' }).click();
  expect((await loggedOut).ok()).toBe(true);
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(nav(page).getByRole('button', { name: 'My Account' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  const session = await page.request.get('/api/v1/auth/session');
  expect(session.status()).toBe(401);
});

test('a signed-in visitor of /login follows the redirect query', async ({ page }) => {
  await page.goto('/en/login?redirect=/tools/watchlist');
  await page.getByLabel('Email').fill('admin@demo.cta-atlas.test');
  await page.getByLabel('Password').fill('DemoAdmin1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/en\/tools\/watchlist$/);
});

test('a suspended account goes to /login/suspended with no session', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill('suspended@demo.cta-atlas.test');
  await page.getByLabel('Password').fill('DemoSuspended1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/en\/login\/suspended$/);
  await expect(page.getByRole('alert')).toContainText('+1 312-555-0100');
  await expect(nav(page).getByRole('button', { name: 'My Account' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('atlas.session'))).toBeNull();
});

test('a wrong password and a bad email show the spec messages', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Required')).toBeVisible();

  await page.getByLabel('Email').fill('member@demo.cta-atlas.test');
  await page.getByLabel('Password').fill('WrongPassword1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('The password you entered is invalid.');
});

test('the login page speaks Chinese under /zh-hans', async ({ page }) => {
  await page.goto('/zh-hans/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('账户登录');
  await expect(page.getByLabel('电子邮箱')).toBeVisible();
  await expect(page.getByLabel('密码')).toBeVisible();
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
});

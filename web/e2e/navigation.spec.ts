import { expect, test } from '@playwright/test';

test('the navigation menus open and hold the spec links', async ({ page }) => {
  await page.goto('/en/managed-futures/performance');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  await nav.getByRole('button', { name: 'Tools' }).click();
  for (const [name, href] of [
    ['Blender', '/en/tools/blender'],
    ['Saved Blends', '/en/tools/saved-blends'],
    ['Portfolio', '/en/tools/portfolio'],
    ['Watchlist', '/en/tools/watchlist'],
    ['Dashboard', '/en/tools/dashboard'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  await nav.getByRole('button', { name: 'Managed Futures' }).click();
  for (const [name, href] of [
    ['Performance', '/en/managed-futures/performance'],
    ['Market Quotes', '/en/managed-futures/market-quotes'],
    ['Returns', '/en/managed-futures/returns'],
    ['New Listings', '/en/managed-futures/new-listings'],
    ['Archived Programs', '/en/managed-futures/archived-programs'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  await expect(nav.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/en/login');
  await expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');

  await nav.getByRole('link', { name: 'New Listings' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Listings');
});

test('the menus work from the keyboard', async ({ page }) => {
  await page.goto('/en/managed-futures/performance');
  const tools = page.getByRole('button', { name: 'Tools' });
  await tools.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'Blender' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tools).toHaveAttribute('aria-expanded', 'false');
  await expect(tools).toBeFocused();
});

test('the language switch shows the same page in Chinese', async ({ page }) => {
  // A public page: the member tools send visitors to the login first.
  await page.goto('/en/managed-futures/new-listings');
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh-hans\/managed-futures\/new-listings$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('button', { name: '工具' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('新上线项目');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/managed-futures\/new-listings$/);
});

test('the footer carries the disclaimers', async ({ page }) => {
  await page.goto('/en/managed-futures/performance');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Past performance is not necessarily indicative of future results.');
  await expect(footer).toContainText('substantial risk of loss and is not suitable for all investors');
  await expect(footer).toContainText('net worth over $1 million');
});

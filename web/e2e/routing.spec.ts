import { expect, test } from '@playwright/test';

test('the root path opens the English program list', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Managed Futures Performance');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a path without a language goes to the English one', async ({ page }) => {
  await page.goto('/managed-futures/returns');
  await expect(page).toHaveURL(/\/en\/managed-futures\/returns$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Managed Futures Returns');
});

test('an unknown path shows the lost page with a link to the program list', async ({ page }) => {
  await page.goto('/en/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Looks Like You Might Be Lost');
  await expect(page).toHaveTitle('Page Not Found');
  const link = page.getByRole('link', { name: 'Browse the program list' });
  await expect(link).toHaveAttribute('href', '/en/managed-futures/performance');
  await link.click();
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance$/);
});

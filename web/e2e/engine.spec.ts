import { expect, test } from '@playwright/test';

test('the WebAssembly engine loads and computes a cumulative return', async ({ page }) => {
  await page.goto('/en/engine-check');
  await expect(page.getByTestId('engine-result')).toHaveText('4.50%');
});

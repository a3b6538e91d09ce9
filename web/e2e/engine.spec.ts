import { expect, test } from '@playwright/test';

// The WebAssembly engine itself is proven on the real screens that compute with it (blender.spec.ts
// computes a blend in the browser); its diagnostic page exists for development only.
test('the production build neither routes nor ships the engine check', async ({ page, request }) => {
  const response = await request.get('/en/engine-check');
  expect(response.status()).toBe(404);
  await page.goto('/en/engine-check');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Looks Like You Might Be Lost');
  await expect(page.getByTestId('engine-result')).toHaveCount(0);
});

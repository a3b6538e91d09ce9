import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

test('leaving an edited profile asks first: Stay keeps the edit, Leave goes', async ({ page }) => {
  await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
  // Reached by a link, so Back stays in the app (a page loaded afresh would leave it).
  await page.goto('/en/tools/dashboard');
  await page.getByRole('link', { name: 'Edit My Profile' }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  const city = page.getByLabel('City/Town');
  await city.fill('Evanston (unsaved)');

  const home = page.getByRole('link', { name: 'CTA Atlas home' });
  await home.click();
  const notice = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  await expect(notice).toContainText('You have unsaved changes. Leaving this page will discard them.');
  await notice.getByRole('button', { name: 'Stay' }).click();
  await expect(notice).toBeHidden();
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(city).toHaveValue('Evanston (unsaved)');

  // Back is held the same way: the browser returns to the form until the user answers.
  await page.evaluate(() => {
    window.history.back();
  });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);

  // Reloading gets the browser's own question.
  const asked = page.waitForEvent('dialog');
  // The reload never completes once the question is dismissed: its promise is let go.
  void page.reload().catch(() => null);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(city).toHaveValue('Evanston (unsaved)');

  await home.click();
  await notice.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance$/);
});

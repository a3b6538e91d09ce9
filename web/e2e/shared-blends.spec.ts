import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { newPlusMember, worksheetOfPrograms } from './support/authoring';
import { signIn } from './support/session';

/**
 * Shareable blends: a Member Plus of the test's own saves a blend and shares it; the link opens
 * signed out, in a browser context of its own, with the figures the blender shows (computed in
 * that browser), in English and Chinese; revoking it on the Saved Blends page leaves the link
 * saying so.
 */

// The blender and the shared page each load the engine and draw charts; axe scans one of them.
test.describe.configure({ timeout: 90_000 });

const figureLabels = ['YTD', 'Compounded Annual ROR', 'Worst Drawdown', 'S&P Correlation', 'Sharpe (annualized)', 'Std. Dev. (annualized)'];

/** The summary card's figures, label to value, once the engine has computed them. */
async function summaryFigures(page: Page, region: string): Promise<Record<string, string>> {
  const summary = page.getByRole('region', { name: region });
  await expect(summary).toBeVisible({ timeout: 20_000 });
  const items = summary.locator('.blender-figures__item');
  await expect(items.first().locator('dd')).not.toHaveText('', { timeout: 20_000 });
  const figures: Record<string, string> = {};
  for (const item of await items.all()) {
    // The label's first line: a figure with a tip carries the tip's text after it.
    const label = (await item.locator('dt').innerText()).split('\n')[0]?.trim() ?? '';
    figures[label] = (await item.locator('dd').innerText()).trim();
  }
  return figures;
}

test('a saved blend is shared, read signed out in both languages, and revoked', async ({ page, browser }) => {
  // A member of the test's own, whose worksheet it saves: the specs beside it read the demo Plus
  // member's worksheet.
  const member = await newPlusMember(browser);
  await signIn(page, member.email, member.password);
  await worksheetOfPrograms(page, 3);

  await page.goto('/en/tools/blender');
  await summaryFigures(page, 'Summary');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const unsaved = page.getByRole('dialog', { name: /^Share / });
  await expect(unsaved.getByText('Save the blend first: a link shows a saved blend.')).toBeVisible();
  await expect(unsaved.getByRole('button', { name: 'Create link' })).toHaveCount(0);
  await unsaved.getByRole('button', { name: 'Close' }).click();

  const name = `Shared mix ${String(Date.now())}`;
  // A worksheet under the default name is saved through the name dialog; one already named in the
  // member's language (新组合) offers Save As for a new name.
  const saveAs = page.getByRole('button', { name: 'Save As', exact: true });
  const named = await saveAs.isVisible();
  await (named ? saveAs : page.getByRole('button', { name: 'Save', exact: true })).click();
  const naming = page.getByRole('dialog', { name: named ? 'Save blend as' : 'Save blend' });
  await naming.getByLabel('Blend Name').fill(name);
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const inBlender = await summaryFigures(page, 'Summary');
  expect(Object.keys(inBlender)).toEqual(figureLabels);

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const sharing = page.getByRole('dialog', { name: `Share ${name}` });
  await sharing.getByRole('button', { name: 'Create link' }).click();
  const link = await sharing.getByLabel('Link to the blend').inputValue();
  expect(link).toMatch(/\/en\/shared-blends\/[A-Za-z0-9_-]{43}$/);
  await sharing.getByRole('button', { name: 'Close' }).click();

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(link);
  await expect(reader.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  expect(await summaryFigures(reader, 'Summary')).toEqual(inBlender);
  await expect(reader.getByText(/^A shared blend, read-only, with data up to [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  await expect(reader.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousViolations(reader, 'a shared blend (en)');

  await reader.goto(link.replace('/en/', '/zh-hans/'));
  await expect(reader.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  const inChinese = await summaryFigures(reader, '摘要');
  expect(Object.values(inChinese)).toEqual(Object.values(inBlender));
  await expect(reader.getByText(/^分享的组合，只读，数据截至 \d{4}年\d{1,2}月$/)).toBeVisible();
  await expectNoSeriousViolations(reader, 'a shared blend (zh-hans)');

  await page.goto('/en/tools/saved-blends');
  const links = page.getByRole('table', { name: 'Shared links' });
  const row = links.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Revoke the link to / }).click();
  await page.getByRole('alertdialog', { name: 'Revoke this link?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`The link to ${name} was revoked`)).toBeVisible();
  await expect(links.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  await reader.goto(link);
  await expect(reader.getByText('This link was revoked or does not exist.')).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousViolations(reader, 'a revoked link');
  await visitor.close();
});

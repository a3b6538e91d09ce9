import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations, expectNoViolationsOf } from './support/accessibility';
import { signIn, firstProgram } from './support/session';

/**
 * axe-core on the main screens, in both languages: no serious or critical violation. Then the
 * blender driven by the keyboard alone: Tab reaches an amount, typing it updates the blend.
 */

type Lang = 'en' | 'zh-hans';

/** The page has rendered its content: the heading, no loading spinner, and its charts drawn. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 15_000 });
  for (const chart of await page.locator('.chart').all()) {
    await expect(chart.locator('svg.main-svg').first()).toBeVisible({ timeout: 15_000 });
  }
}

const programTabs = ['snapshot', 'charts', 'statistics-ratios', 'performance-tables'] as const;

// One axe scan of a screen with charts takes some 5 s alone, and several times that while the CI
// shares the machine's cores.
test.describe.configure({ timeout: 60_000 });

for (const lang of ['en', 'zh-hans'] as const satisfies readonly Lang[]) {
  test.describe(`axe in ${lang}`, () => {
    test('the screener', async ({ page }) => {
      await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
      await page.goto(`/${lang}/managed-futures/performance`);
      await expect(page.getByRole('table').first().getByRole('rowheader').first()).toBeVisible();
      await settled(page);
      await expectNoSeriousViolations(page, `the screener (${lang})`);
    });

    for (const tab of programTabs) {
      test(`the program page's ${tab} tab`, async ({ page }) => {
        await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
        const program = await firstProgram(page);
        await page.goto(`/${lang}/groups/${program.groupUri}/programs/${program.programUri}/${tab}`);
        await expect(page.getByRole('tab', { selected: true })).toBeVisible();
        await settled(page);
        await expectNoSeriousViolations(page, `the program's ${tab} tab (${lang})`);
      });
    }

    test('the blender', async ({ page }) => {
      await signIn(page, 'plus@demo.cta-atlas.test', 'DemoPlus1');
      await page.goto(`/${lang}/tools/blender`);
      await expect(page.locator('.blender-allocations .blender-input').first()).toBeVisible({ timeout: 15_000 });
      await settled(page);
      await expectNoSeriousViolations(page, `the blender (${lang})`);
      await expectNoViolationsOf(page, ['landmark-unique'], `the blender (${lang})`);
    });

    test('the login and registration forms', async ({ page }) => {
      await page.goto(`/${lang}/login`);
      await expect(page.locator('form input[type="password"]')).toBeVisible();
      await expectNoSeriousViolations(page, `the login form (${lang})`);
      await page.goto(`/${lang}/register`);
      await expect(page.locator('form input[type="password"]').first()).toBeVisible();
      await expectNoSeriousViolations(page, `the registration form (${lang})`);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test("the blender's allocation cards", async ({ page }) => {
        await signIn(page, 'plus@demo.cta-atlas.test', 'DemoPlus1');
        await page.goto(`/${lang}/tools/blender`);
        await expect(page.locator('.blender-allocations .blender-input').first()).toBeVisible({ timeout: 15_000 });
        await settled(page);
        await expectNoSeriousViolations(page, `the blender on a phone (${lang})`);
      });

      test('the open menu', async ({ page }) => {
        await page.goto(`/${lang}/login`);
        const toggle = page.locator('.site-header__toggle');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expectNoSeriousViolations(page, `the open menu on a phone (${lang})`);
      });
    });

    test('an admin list', async ({ page }) => {
      await signIn(page, 'admin@demo.cta-atlas.test', 'DemoAdmin1');
      await page.goto(`/${lang}/admin/users`);
      await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
      await settled(page);
      await expectNoSeriousViolations(page, `the admin's user list (${lang})`);
    });
  });
}

/** Presses Tab until the focus is on `target`, failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit: number) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the blender is usable by keyboard alone: Tab to an amount, type it, the blend follows', async ({ page }) => {
  await signIn(page, 'plus@demo.cta-atlas.test', 'DemoPlus1');
  await page.goto('/en/tools/blender/allocations');
  const amount = page.getByRole('textbox', { name: /^Amount allocated to / }).first();
  await expect(amount).toBeVisible({ timeout: 15_000 });
  const summary = page.locator('.blender-summary');
  const before = await summary.innerText();
  const previous = await amount.inputValue();
  const typed = previous === '750000' ? '250000' : '750000';

  // From the tab row, as a keyboard user arrives after choosing the Allocations tab.
  await page.getByRole('tab', { name: 'Allocations' }).focus();
  await tabTo(page, amount, 15);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(typed);
  await expect(amount).toHaveValue(typed);
  await expect(summary).not.toHaveText(before);

  // The next stop in the row is its leverage; the arrow keys change it.
  const leverage = page.getByRole('combobox', { name: /^Leverage of / }).first();
  await tabTo(page, leverage, 5);
  const leverageBefore = await leverage.inputValue();
  const afterAmount = await summary.innerText();
  await page.keyboard.press(leverageBefore === '1' ? 'ArrowDown' : 'ArrowUp');
  await expect(leverage).not.toHaveValue(leverageBefore);
  await expect(summary).not.toHaveText(afterAmount);
});

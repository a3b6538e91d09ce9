import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, firstProgram } from './support/session';

/**
 * The site on a phone (390×844, as issue 19 was tried), in both languages: the program's tabs
 * scroll sideways with a visible hint instead of being cut off, the blender keeps its tabs and
 * lays its allocations out as cards whose inputs fit the screen, and the open menu has no gap.
 */

const phone = { width: 390, height: 844 };

type Lang = 'en' | 'zh-hans';

const texts = {
  en: { menu: 'Menu', allocations: 'Allocations', correlation: 'Correlation', amount: /^Amount allocated to / },
  'zh-hans': { menu: '菜单', allocations: '配置', correlation: '相关性', amount: / 的配置金额$/ },
} as const;

/** The element's box lies within the screen's width. */
async function expectWithinWidth(element: Locator) {
  const box = await element.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
}

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.use({ viewport: phone });

for (const lang of ['en', 'zh-hans'] as const satisfies readonly Lang[]) {
  test.describe(`on a phone in ${lang}`, () => {
    test("the program's tabs scroll sideways, say so, and reach the last tab", async ({ page }) => {
      await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
      const program = await firstProgram(page);
      await page.goto(`/${lang}/groups/${program.groupUri}/programs/${program.programUri}`);
      const list = page.getByRole('tablist');
      const scroller = page.locator('.tabs__scroller').filter({ has: list });
      const tabs = list.getByRole('tab');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

      const { scrollWidth, clientWidth } = await list.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      expect(clientWidth).toBeLessThanOrEqual(phone.width);
      await expect(scroller).toHaveClass(/tabs__scroller--more-end/);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

      // A swipe to the end shows the last tab whole, and the hint moves to the start.
      await list.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
      const last = tabs.last();
      await expectWithinWidth(last);
      await expect(scroller).toHaveClass(/tabs__scroller--more-start/);
      await expect(scroller).not.toHaveClass(/tabs__scroller--more-end/);
      await last.click();
      await expect(last).toHaveAttribute('aria-selected', 'true');

      // The keyboard too: Home brings the first tab back into view.
      await last.focus();
      await page.keyboard.press('Home');
      await expect(tabs.first()).toBeFocused();
      await expectWithinWidth(tabs.first());
      await expect(tabs.first()).toBeInViewport({ ratio: 1 });
    });

    test('a link to the last tab opens with that tab in view', async ({ page }) => {
      await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
      const program = await firstProgram(page);
      await page.goto(`/${lang}/groups/${program.groupUri}/programs/${program.programUri}/performance-tables`);
      const selected = page.getByRole('tab', { selected: true });
      await expect(selected).toBeVisible();
      await expect(selected).toBeInViewport({ ratio: 1 });
      await expectWithinWidth(selected);
    });

    test("the blender keeps its tabs and its allocations' inputs fit the screen", async ({ page }) => {
      await signIn(page, 'plus@demo.cta-atlas.test', 'DemoPlus1');
      await page.goto(`/${lang}/tools/blender`);
      const text = texts[lang];
      const amounts = page.getByRole('textbox', { name: text.amount });
      await expect(amounts.first()).toBeVisible({ timeout: 15_000 });
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

      const allocations = page.locator('.blender-allocations');
      const region = await allocations.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(region.scrollWidth, 'the allocations do not scroll sideways').toBeLessThanOrEqual(region.clientWidth);
      const count = await amounts.count();
      expect(count).toBeGreaterThan(0);
      const leverages = allocations.getByRole('combobox');
      for (let row = 0; row < count; row += 1) {
        await expectWithinWidth(amounts.nth(row));
        await expectWithinWidth(leverages.nth(row));
      }

      const correlation = page.getByRole('tab', { name: text.correlation });
      await expect(correlation).toBeVisible();
      await correlation.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/tools/blender/correlation$`));
      await expect(amounts).toHaveCount(0);
      await page.getByRole('tab', { name: text.allocations }).click();
      await expect(amounts.first()).toBeVisible();
    });

    test('the open menu has no empty gap', async ({ page }) => {
      await page.goto(`/${lang}/managed-futures/performance`);
      const toggle = page.getByRole('button', { name: texts[lang].menu });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const nav = page.locator('#' + ((await toggle.getAttribute('aria-controls')) ?? ''));
      await expect(nav).toBeVisible();
      // The vertical space between what each part of the panel shows and the next part, and after
      // the last: a part's box can be taller than its visible content (the search's once was).
      const gaps = await nav.evaluate((element) => {
        const shownBottom = (part: Element) => {
          const nodes = part.children.length > 0 ? Array.from(part.querySelectorAll('*')) : [part];
          const boxes = nodes.map((node) => node.getBoundingClientRect()).filter((box) => box.height > 1);
          return Math.max(...boxes.map((box) => box.bottom));
        };
        const parts = Array.from(element.children).filter((child) => child.getBoundingClientRect().height > 0);
        const contents = parts.map((part) => ({ top: part.getBoundingClientRect().top, bottom: shownBottom(part) }));
        const between = contents.slice(1).map((part, index) => part.top - (contents[index]?.bottom ?? part.top));
        return { between, after: element.getBoundingClientRect().bottom - (contents.at(-1)?.bottom ?? 0) };
      });
      expect(gaps.between.length).toBeGreaterThan(1);
      // The panel's own spacing is 1rem between parts and 0.75rem under the last.
      for (const gap of gaps.between) expect(gap).toBeLessThanOrEqual(16);
      expect(gaps.after).toBeLessThanOrEqual(12);
    });
  });
}

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { firstProgram, signIn, type Listing } from './support/session';

/**
 * Print on a program page and in the blender: the 'generating PDF' modal while the server renders
 * the report, then a PDF download with the server's file name whose first page names the program
 * or the blend (read back with pdftotext), in the page's language.
 */

type Lang = 'en' | 'zh-hans';

/** The page's words, and the report's "data as of" line that shows it speaks the page's language. */
const words: Record<Lang, { print: string; generating: string; cancel: string; dataAsOf: string }> = {
  en: { print: 'Print', generating: 'Generating PDF', cancel: 'Cancel', dataAsOf: 'Data as of' },
  'zh-hans': { print: '打印', generating: '正在生成 PDF', cancel: '取消', dataAsOf: '数据截至' },
};

// A debug server renders a report in a few seconds, more while other tests share the cores.
const reportTimeout = 120_000;
test.describe.configure({ timeout: 180_000 });

const run = promisify(execFile);

/** The text of a PDF's first page, its runs of white space as single spaces. */
async function firstPageText(path: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-f', '1', '-l', '1', '-enc', 'UTF-8', path, '-']);
  return stdout.replace(/\s+/g, ' ');
}

/**
 * Presses Print and checks the modal (focused, no serious axe finding): the report's answer is held
 * until the modal has been seen open (a fast server would otherwise close it first), then let through.
 */
async function printAndDownload(page: Page, lang: Lang) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/v1\/.*report\?lang=/, async (route) => {
    const response = await route.fetch({ timeout: reportTimeout });
    await held;
    await route.fulfill({ response });
  });
  const download = page.waitForEvent('download', { timeout: reportTimeout });
  const print = page.getByRole('button', { name: words[lang].print, exact: true });
  await print.click();
  const modal = page.getByRole('dialog', { name: words[lang].generating });
  await expect(modal).toBeVisible();
  expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await expect(modal.getByRole('button', { name: words[lang].cancel })).toBeEnabled();
  await expect(print).toHaveAttribute('aria-disabled', 'true');
  await expectNoSeriousViolations(page, `the generating-PDF modal (${lang})`);
  release();
  const file = await download;
  await expect(modal).toBeHidden();
  await expect(print).not.toHaveAttribute('aria-disabled');
  await expect(print).toBeFocused();
  const path = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), text: await firstPageText(path) };
}

for (const lang of ['en', 'zh-hans'] as const satisfies readonly Lang[]) {
  test(`Print on a program page downloads its report (${lang})`, async ({ page }) => {
    await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
    const program = await firstProgram<Listing & { programName: string }>(page);
    await page.goto(`/${lang}/groups/${program.groupUri}/programs/${program.programUri}`);
    await expect(page.getByRole('heading', { level: 1, name: program.programName })).toBeVisible();

    const { name, text } = await printAndDownload(page, lang);
    expect(name).toMatch(new RegExp(`^${program.programUri}-\\d{4}-(0[1-9]|1[0-2])\\.pdf$`));
    expect(text).toContain(program.programName);
    expect(text).toContain(words[lang].dataAsOf);
  });

  test(`Print in the blender downloads the blend's report (${lang})`, async ({ page }) => {
    await signIn(page, 'plus@demo.cta-atlas.test', 'DemoPlus1');
    const current = await page.request.get('/api/v1/me/blends/current');
    expect(current.ok()).toBe(true);
    const { blendName } = (await current.json()) as { blendName: string };
    await page.goto(`/${lang}/tools/blender`);
    const print = page.getByRole('button', { name: words[lang].print, exact: true });
    await expect(print).toBeEnabled({ timeout: 30_000 });

    const { name, text } = await printAndDownload(page, lang);
    const slug = blendName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    expect(name).toMatch(new RegExp(`^${slug}-\\d{4}-(0[1-9]|1[0-2])\\.pdf$`));
    expect(text).toContain(blendName);
    expect(text).toContain(words[lang].dataAsOf);
  });
}

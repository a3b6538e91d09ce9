import { expect, test } from '@playwright/test';
import {
  adminPage,
  chooseCsv,
  fillMinimalProgram,
  keyFigures,
  registerCta,
  returnsCsv,
  spin,
  storedMonths,
  texts,
  unique,
  visitorPage,
  type Lang,
} from './support/authoring';

/** The whole story of issue 7, once per language: a new CTA lists a program and the public finds it. */
for (const lang of ['en', 'zh-hans'] as const satisfies readonly Lang[]) {
  test(`a new CTA adds a program with its performance, an administrator approves both, and a visitor finds it (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const text = texts[lang];
    const suffix = unique();
    const companyName = lang === 'en' ? `Flow Capital ${suffix}` : `流程资本 ${suffix}`;
    // "Zz Flow" and a fixed-width time suffix: sorted by name, newest first, this run's program
    // heads the screener even after earlier runs against the same database.
    const programName = lang === 'en' ? `Zz Flow ${suffix}` : `Zz Flow ${suffix} 趋势项目`;

    // A new CTA registers; their company is Pending.
    const groupUri = await registerCta(page, companyName, lang);

    // They add a program: the composition totals 60 % and is refused until it adds up to 100 %.
    await page.getByRole('link', { name: text.programForm.add }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/groups/${groupUri}/add-program$`));
    await fillMinimalProgram(page, programName, lang);
    await spin(page, text.programForm.energy).fill('60');
    await page.getByRole('checkbox', { name: text.programForm.certify }).check();
    const add = page.getByRole('button', { name: text.programForm.add });
    await add.click();
    const composition = page.getByRole('group', { name: text.programForm.composition });
    await expect(composition.getByText(text.programForm.total('60.00'))).toBeVisible();
    await expect(composition.getByText(text.programForm.mustTotal)).toBeVisible();
    await page.getByRole('alert').getByRole('link', { name: text.programForm.compositionLink }).click();
    await expect(spin(page, text.programForm.currencies)).toBeFocused();
    await spin(page, text.programForm.currencies).fill('40');
    await expect(composition.getByText(text.programForm.total('100.00'))).toBeVisible();
    await add.click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/groups/${groupUri}/programs/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1, name: programName })).toBeVisible();
    const programUri = new URL(page.url()).pathname.split('/').pop() ?? '';
    const programPath = `/${lang}/groups/${groupUri}/programs/${programUri}`;

    // A file with an error: the table names the row and the column, and nothing is saved.
    await page.getByRole('link', { name: text.performance.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${programPath}/performance$`));
    await chooseCsv(page, text.performance.csvFile, returnsCsv({ broken: true }));
    const problems = page.getByRole('table', { name: text.performance.problems });
    await expect(problems.getByRole('row', { name: /Returns/ })).toContainText(`5Returns${text.performance.notANumber}`);
    const certify = page.getByLabel(text.performance.certify);
    await certify.check();
    await expect(page.getByRole('button', { name: text.performance.save, exact: true })).toBeDisabled();
    expect(await storedMonths(page, groupUri, programUri)).toEqual([]);

    // The fixed file: a preview of the statistics after saving, then the save.
    await chooseCsv(page, text.performance.csvFile, returnsCsv({ broken: false }));
    await expect(page.getByRole('heading', { name: text.performance.statisticsAfterSave })).toBeVisible();
    await expect(page.getByRole('figure', { name: text.performance.vami })).toBeVisible();
    const previewed = await keyFigures(page, text.figures);
    for (const value of previewed) expect(value).toMatch(/\d/);
    await certify.check();
    await page.getByRole('button', { name: text.performance.save, exact: true }).click();
    await expect(page.getByText(text.performance.saved)).toBeVisible();
    await expect(certify).not.toBeChecked();
    expect(await storedMonths(page, groupUri, programUri)).toHaveLength(36);

    // An administrator activates the company, then the program, from the pending list.
    const admin = await adminPage(browser, lang);
    await admin.goto(`/${lang}/admin/pending-programs`);
    const toast = admin.getByRole('region', { name: text.admin.notifications });
    const pendingGroups = admin.getByRole('table', { name: text.admin.pendingGroups });
    await expect(pendingGroups.getByRole('rowheader', { name: companyName })).toBeVisible();
    await pendingGroups.getByRole('button', { name: text.admin.activate(companyName) }).click();
    await expect(toast.getByText(text.admin.groupActivated)).toBeVisible();
    await expect(pendingGroups.getByRole('rowheader', { name: companyName })).toHaveCount(0);
    const pendingPrograms = admin.getByRole('table', { name: text.admin.pendingPrograms });
    await expect(pendingPrograms.getByRole('rowheader', { name: programName })).toBeVisible();
    await pendingPrograms.getByRole('button', { name: text.admin.activate(programName) }).click();
    await expect(toast.getByText(text.admin.programActivated)).toBeVisible();
    await expect(pendingPrograms.getByRole('rowheader', { name: programName })).toHaveCount(0);
    await admin.context().close();

    // A visitor sorts the screener by name, newest names first, finds the program and opens it:
    // the program page shows the figures the upload previewed.
    const visitor = await visitorPage(browser);
    await visitor.goto(`/${lang}/managed-futures/performance`);
    const screener = visitor.getByRole('table', { name: text.screener.table });
    const byName = screener.getByRole('button', { name: text.screener.program });
    await byName.click();
    await expect(visitor).toHaveURL(/sortBy=programName&orderBy=ASC/);
    await byName.click();
    await expect(visitor).toHaveURL(/sortBy=programName&orderBy=DESC/);
    const listed = screener.getByRole('link', { name: programName, exact: true });
    await expect(listed).toBeVisible();
    await listed.click();
    await expect(visitor).toHaveURL(new RegExp(`${programPath}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: programName })).toBeVisible();
    expect(await keyFigures(visitor, text.figures)).toEqual(previewed);
    await visitor.context().close();
  });
}

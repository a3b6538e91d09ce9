import { expect, test, type Page } from '@playwright/test';
import {
  addProgramThroughApi,
  chooseCsv,
  demoManager,
  keyFigures,
  managedGroupUri,
  returnsCsv,
  signIn,
  storedMonths,
  texts,
  unique,
  uploadCsvThroughApi,
} from './support/authoring';

const figureLabels = texts.en.figures;

/**
 * A new program of the demo manager's company, added through the API for this test alone: the
 * demo programs' figures stay as other specs (program, research) expect them.
 */
async function newProgram(page: Page): Promise<{ groupUri: string; programUri: string }> {
  const groupUri = await managedGroupUri(page);
  const { programUri } = await addProgramThroughApi(page, groupUri, `E2E Returns ${unique()}`);
  return { groupUri, programUri };
}

test('a CTA manager uploads a CSV with an error, fixes it, saves, and the program page shows the previewed figures', async ({
  page,
}) => {
  await signIn(page, demoManager);
  const program = await newProgram(page);
  const programUrl = `/en/groups/${program.groupUri}/programs/${program.programUri}`;

  await page.goto(programUrl);
  const before = await keyFigures(page, figureLabels);

  await page.goto(`${programUrl}/performance`);
  await chooseCsv(page, 'Upload a CSV file', returnsCsv({ broken: true }));
  const problems = page.getByRole('table', { name: 'Problems in the file' });
  await expect(problems.getByRole('row', { name: /Returns/ })).toContainText('5ReturnsThis value is not a number.');
  await page.getByLabel('I certify that all the information provided is accurate.').check();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // Nothing was saved: no month is stored and the program page shows the same figures.
  expect(await storedMonths(page, program.groupUri, program.programUri)).toEqual([]);
  await page.goto(programUrl);
  expect(await keyFigures(page, figureLabels)).toEqual(before);

  await page.goto(`${programUrl}/performance`);
  await chooseCsv(page, 'Upload a CSV file', returnsCsv({ broken: false }));
  await expect(page.getByText(/^\d+ added, \d+ changed, \d+ removed$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Statistics after saving' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'VAMI after saving' })).toBeVisible();
  const previewed = await keyFigures(page, figureLabels);

  const certify = page.getByLabel('I certify that all the information provided is accurate.');
  await certify.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Performance Data Saved')).toBeVisible();
  await expect(certify).not.toBeChecked();
  await expect(page.getByLabel(/Inception Date/)).toHaveValue('2019-01-01');

  await page.goto(programUrl);
  expect(await keyFigures(page, figureLabels)).toEqual(previewed);
});

test('a CTA manager edits a month by hand; the save records a revision with the old and new return', async ({ page }) => {
  await signIn(page, demoManager);
  const program = await newProgram(page);
  await uploadCsvThroughApi(page, program.groupUri, program.programUri, returnsCsv({ broken: false }));
  const programUrl = `/en/groups/${program.groupUri}/programs/${program.programUri}`;

  await page.goto(`${programUrl}/performance`);
  await expect(page.getByLabel(/Inception Date/)).toHaveValue('2019-01-01');
  const stored = await storedMonths(page, program.groupUri, program.programUri);
  const last = stored.at(-1);
  if (!last) throw new Error('the program has no month');
  const year = Math.floor(last.month / 100);
  const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, (last.month % 100) - 1, 1)),
  );
  const newPercent = last.monthlyReturn === 0.0321 ? '-1.23' : '3.21';

  await page.getByLabel('Year').selectOption(String(year));
  const cell = page.getByLabel(`% change, ${monthName} ${String(year)}`);
  await cell.fill(newPercent);
  const certify = page.getByLabel('I certify that all the information provided is accurate.');
  await certify.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Performance Data Saved')).toBeVisible();
  await expect(certify).not.toBeChecked();

  const saved = await storedMonths(page, program.groupUri, program.programUri);
  expect(saved.find((month) => month.month === last.month)?.monthlyReturn).toBeCloseTo(Number(newPercent) / 100, 10);
  expect(saved).toHaveLength(stored.length);

  const revision = page.getByRole('listitem').filter({ hasText: /0 added, 1 changed, 0 removed/ }).first();
  await revision.getByText(/by Casey Manager/).click();
  await expect(revision.getByRole('row', { name: new RegExp(`${monthName} ${String(year)}`) })).toContainText(
    `→ ${newPercent}%`,
  );
});

test('the performance page in Simplified Chinese names the problem, previews and saves', async ({ page }) => {
  await signIn(page, demoManager);
  const program = await newProgram(page);
  await page.goto(`/zh-hans/groups/${program.groupUri}/programs/${program.programUri}/performance`);
  await expect(page.getByRole('heading', { level: 1, name: '业绩数据' })).toBeVisible();
  await expect(page.getByRole('link', { name: '下载示例文件（performance-template.csv）' })).toHaveAttribute(
    'download',
    'performance-template.csv',
  );

  await chooseCsv(page, '上传 CSV 文件', returnsCsv({ broken: true }));
  await expect(page.getByRole('table', { name: '文件中的问题' })).toContainText('此值不是数字。');
  await chooseCsv(page, '上传 CSV 文件', returnsCsv({ broken: false }));
  await expect(page.getByRole('heading', { name: '保存后的统计数据' })).toBeVisible();
  await page.getByLabel('本人证明所提供的全部信息真实准确。').check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('业绩数据已保存')).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { demoAdmin, field, unique, type Lang } from './support/authoring';
import { signIn } from './support/session';

/**
 * News posts on the demo data, as the demo administrator, in each language: a post written in the
 * News tab about a company renders its Markdown on its own page, shows raw HTML (a script) as
 * text, appears in the dashboard's Next Steps block and on the company's page among its related
 * articles, and is deleted from the tab. Each run writes posts of its own and deletes them, so the
 * spec can run again against one server.
 */

test.describe.configure({ timeout: 60_000 });

const texts = {
  en: {
    tab: 'News',
    write: 'Write a post',
    language: 'Readers’ language',
    languageName: 'English',
    title: 'Title',
    summary: 'Summary',
    body: 'Body',
    find: 'Find a company',
    add: (company: string) => `Add ${company}`,
    chosen: 'Chosen companies',
    publish: 'Publish',
    nextSteps: 'Next Steps',
    related: 'Related articles',
    caption: 'News posts',
    deleted: 'Post deleted',
    yes: 'Yes',
  },
  'zh-hans': {
    tab: '新闻',
    write: '撰写文章',
    language: '读者语言',
    languageName: '简体中文',
    title: '标题',
    summary: '摘要',
    body: '正文',
    find: '查找公司',
    add: (company: string) => `添加 ${company}`,
    chosen: '已选公司',
    publish: '发布',
    nextSteps: '下一步',
    related: '相关文章',
    caption: '新闻文章',
    deleted: '文章已删除',
    yes: '是',
  },
} as const;

interface Company {
  groupUri: string;
  groupName: string;
}

/** The first active company by name, as the administrators' list gives it. */
async function firstActiveCompany(page: Page): Promise<Company> {
  const response = await page.request.get(
    '/api/v1/admin/groups?filterByGroupStatusIds=1&sortBy=groupName&orderBy=ASC&pageSize=1',
  );
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Company[] };
  const [company] = items;
  if (!company) throw new Error('the demo data has no active company');
  return company;
}

for (const lang of ['en', 'zh-hans'] as const satisfies readonly Lang[]) {
  test(`an administrator's post in ${lang} shows on its page, the dashboard and the company's page`, async ({ page }) => {
    const text = texts[lang];
    await signIn(page, demoAdmin.email, demoAdmin.password);
    const company = await firstActiveCompany(page);
    const title = `E2E post ${unique()}`;

    await page.goto(`/${lang}/admin/news`);
    await expect(page.getByRole('tab', { name: text.tab, selected: true })).toBeVisible();
    await page.getByRole('link', { name: text.write }).click();
    await field(page, text.language).selectOption({ label: text.languageName });
    await field(page, text.title).fill(title);
    await field(page, text.summary).fill('What the quarter taught us.');
    await field(page, text.body)
      .fill('## Lessons\n\nA **strong** quarter.\n\n<script>window.pwned = true</script>\n\n[Bad](javascript:alert(1))');
    await field(page, text.find).fill(company.groupName);
    await page.getByRole('button', { name: text.add(company.groupName), exact: true }).click();
    await expect(page.getByRole('list', { name: text.chosen })).toContainText(company.groupName);
    await page.getByRole('button', { name: text.publish }).click();

    await expect(page).toHaveURL(new RegExp(`/${lang}/news/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const body = page.locator('.post-body');
    await expect(body.getByRole('heading', { level: 2, name: 'Lessons' })).toBeVisible();
    await expect(body.locator('strong')).toHaveText('strong');
    await expect(body).toContainText('<script>window.pwned = true</script>');
    await expect(body.locator('script')).toHaveCount(0);
    await expect(body.getByRole('link')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    await expect(page.getByRole('link', { name: company.groupName })).toBeVisible();
    await expectNoSeriousViolations(page, `a post in ${lang}`);

    await page.goto(`/${lang}/tools/dashboard`);
    const nextSteps = page.getByRole('region', { name: text.nextSteps });
    await expect(nextSteps.getByRole('link', { name: title })).toBeVisible();

    await page.goto(`/${lang}/groups/${company.groupUri}`);
    const related = page.getByRole('region', { name: text.related });
    await expect(related.getByRole('link', { name: title })).toBeVisible();
    await related.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto(`/${lang}/admin/news`);
    const table = page.getByRole('table', { name: text.caption });
    const row = table.getByRole('row').filter({ hasText: title });
    await row.getByRole('button').click();
    await page.getByRole('alertdialog').getByRole('button', { name: text.yes }).click();
    await expect(page.getByText(text.deleted)).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  });
}

test('the other language’s posts stay on their own dashboard', async ({ page }) => {
  await signIn(page, demoAdmin.email, demoAdmin.password);
  const response = await page.request.get('/api/v1/posts?language=zh-hans&pageSize=1');
  const { items } = (await response.json()) as { items: { title: string }[] };
  const [chinese] = items;
  if (!chinese) throw new Error('the demo data has no Chinese post');
  await page.goto('/en/tools/dashboard');
  const nextSteps = page.getByRole('region', { name: 'Next Steps' });
  await expect(nextSteps.getByRole('listitem').first()).toBeVisible();
  await expect(nextSteps.getByRole('link', { name: chinese.title })).toHaveCount(0);
});

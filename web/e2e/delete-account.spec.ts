/**
 * Delete my account (in Chinese): a fresh member registers, watches a program, deletes the
 * account from the profile with their password, lands signed out on the login page with a
 * confirmation, and cannot sign in again. And the legal pages: the registration's terms link
 * opens the real Terms of Service in each language; both pages pass axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';

function uniqueEmail(): string {
  return `leaving-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`;
}

const toasts = (page: Page) => page.getByRole('region', { name: '通知' });

async function registerInChinese(page: Page, email: string, password: string) {
  await page.goto('/zh-hans/register');
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box('名').fill('安');
  await box('姓').fill('李');
  await box('电话').fill('312-555-0123');
  await box('电子邮箱').fill(email);
  await box('密码').fill(password);
  await box('确认密码').fill(password);
  await page.getByRole('checkbox', { name: '本人已阅读并接受服务条款' }).check();
  await page.getByLabel('我不是机器人').click();
  await expect(page.getByLabel('我不是机器人')).toBeChecked({ timeout: 15_000 });
  await page.getByRole('button', { name: '创建账户' }).click();
  await expect(page).toHaveURL(/\/zh-hans\/managed-futures\/performance\?reg=inv$/, { timeout: 10_000 });
}

test('a member deletes their account in Chinese and cannot sign in again', async ({ page }) => {
  const email = uniqueEmail();
  const password = 'Leaving12';
  await registerInChinese(page, email, password);

  const listed = await page.request.get('/api/v1/programs?sortBy=programName&orderBy=ASC&pageSize=1');
  const { items } = (await listed.json()) as { items: { programName: string; groupName: string }[] };
  const [program] = items;
  if (!program) throw new Error('the demo data lists no program');
  await page.goto('/zh-hans/tools/watchlist');
  await page.getByRole('combobox', { name: '向关注列表添加项目' }).fill(program.programName);
  await page.getByRole('option').filter({ hasText: program.programName }).first().click();
  await expect(toasts(page).getByText('已添加到关注列表')).toBeVisible();

  await page.goto('/zh-hans/profile');
  const section = page.getByRole('region', { name: '删除我的账户' });
  await expect(section).toContainText('此操作无法撤销');
  await section.getByRole('button', { name: '删除我的账户' }).click();
  const dialog = page.getByRole('alertdialog', { name: '确定删除您的账户吗？' });
  await expect(dialog.getByLabel(/^密码/)).toBeFocused();
  await expectNoSeriousViolations(page, 'the delete-account dialog');

  await dialog.getByLabel(/^密码/).fill('Wrong1234');
  await dialog.getByRole('button', { name: '删除我的账户' }).click();
  await expect(dialog.getByLabel(/^密码/)).toHaveAccessibleDescription('当前密码不正确');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel(/^密码/).fill(password);
  await dialog.getByRole('button', { name: '删除我的账户' }).click();
  // Signed out, on the login page, as Log Out ends.
  await expect(page).toHaveURL(/\/zh-hans\/login(\?|$)/);
  await expect(toasts(page).getByText('您的账户已删除。感谢您使用 CTA Atlas。')).toBeVisible();

  await page.getByRole('textbox', { name: '电子邮箱', exact: true }).fill(email);
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).last().click();
  await expect(page.getByRole('alert')).toContainText('未找到与此电子邮箱关联的账户。');
});

for (const { lang, link, heading, text } of [
  {
    lang: 'en',
    link: 'Terms of Service',
    heading: 'Terms of Service',
    text: 'Past performance is not necessarily indicative of future results.',
  },
  { lang: 'zh-hans', link: '服务条款', heading: '服务条款', text: '过往业绩不一定代表未来表现。' },
]) {
  test(`the registration's terms link opens the Terms of Service (${lang})`, async ({ page, context }) => {
    await page.goto(`/${lang}/register`);
    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('main').getByRole('link', { name: link, exact: true }).click(),
    ]);
    await expect(terms).toHaveURL(new RegExp(`/${lang}/terms-of-service$`));
    await expect(terms.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(terms.getByRole('main').getByText(text)).toBeVisible();
    await expect(terms).toHaveTitle(`${heading} | CTA Atlas`);
    await expectNoSeriousViolations(terms, `the Terms of Service (${lang})`);
  });
}

test('the Privacy Policy lists the cookies the site sets and passes axe', async ({ page }) => {
  await page.goto('/en/privacy-policy');
  await expect(page).toHaveTitle('Privacy Policy | CTA Atlas');
  const cookies = page.getByRole('table', { name: 'The cookies CTA Atlas sets' });
  await expect(cookies.getByRole('rowheader')).toHaveText(['atlas_access', 'atlas_refresh', 'atlas_csrf']);
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: '12. Deleting your account' }).click();
  await expect(page).toHaveURL(/#deleting$/);
  await expect(page.getByRole('heading', { name: '12. Deleting your account' })).toBeInViewport();
  await expectNoSeriousViolations(page, 'the Privacy Policy');
});

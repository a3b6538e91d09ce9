import { expect, test } from '@playwright/test';
import { adminPage, registerCta, unique } from './support/authoring';

test('a new CTA edits the company; an administrator activates it from the pending list and it turns public', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const companyName = `Epsilon Capital ${unique()}`;
  const groupUri = await registerCta(page, companyName);

  // The manager edits the company: saving needs the certification, then says so.
  await page.getByRole('link', { name: 'Edit Company' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Company');
  const description = `Systematic trend following since 2001, edited ${unique()}.`;
  await page.getByLabel('Company Description').fill(description);
  await page.getByLabel('Website').fill('epsilon.example.com');
  await expect(page.getByRole('button', { name: 'Save Company' })).toBeDisabled();
  await page.getByLabel('Company Name').fill('');
  await page.getByLabel(/I certify/).check();
  await page.getByRole('button', { name: 'Save Company' }).click();
  await expect(page.getByText('Please complete your company information above.')).toBeVisible();
  await page.getByLabel('Company Name').fill(companyName);
  await page.getByRole('button', { name: 'Save Company' }).click();
  await expect(page.getByText('Profile Saved')).toBeVisible();
  await expect(page.getByLabel(/I certify/)).not.toBeChecked();
  // The server adds the scheme the manager left out.
  await expect(page.getByLabel('Website')).toHaveValue('http://epsilon.example.com');

  await page.getByRole('link', { name: 'View Company Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/groups/${groupUri}$`));
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  // Only administrators activate.
  await expect(page.getByRole('button', { name: 'Activate' })).toHaveCount(0);

  // Still pending, the company is hidden from the public.
  const hidden = await page.request.fetch(`/api/v1/groups/${groupUri}`, { headers: { Cookie: '' } });
  expect(hidden.status()).toBe(404);

  const admin = await adminPage(browser);
  await admin.goto('/en/admin/pending-programs');
  const pendingGroups = admin.getByRole('table', { name: 'Pending CTAs' });
  await expect(pendingGroups.getByRole('rowheader', { name: companyName })).toBeVisible();
  await pendingGroups.getByRole('button', { name: `Activate ${companyName}` }).click();
  const toast = admin.getByRole('region', { name: 'Notifications' });
  await expect(toast.getByText('Group activated!')).toBeVisible();
  await expect(pendingGroups.getByRole('rowheader', { name: companyName })).toHaveCount(0);
  await toast.getByRole('link', { name: `View ${companyName}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/en/groups/${groupUri}$`));
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(companyName);
  await expect(admin.getByText('Pending', { exact: true })).toHaveCount(0);
  await admin.context().close();

  // Now anyone sees it.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/en/groups/${groupUri}`);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(companyName);
  await expect(visitorPage.getByText(description)).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Edit Company' })).toHaveCount(0);
  await visitor.close();
});

test('an administrator adds a manager to a company and removes them again, in Simplified Chinese', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const companyName = `Zeta Partners ${unique()}`;
  const groupUri = await registerCta(page, companyName);

  const admin = await adminPage(browser, 'zh-hans');
  await admin.goto(`/zh-hans/groups/${groupUri}`);
  await admin.getByRole('link', { name: '用户' }).click();
  await expect(admin).toHaveURL(new RegExp(`/zh-hans/groups/${groupUri}/users$`));
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('公司用户');
  const managers = admin.getByRole('table', { name: 'CTA 经理' });
  await expect(managers.getByRole('rowheader', { name: 'Chen Wu' })).toBeVisible();

  await admin.getByLabel('要添加的用户的电子邮箱').fill('nobody-here@example.com');
  await admin.getByRole('button', { name: '添加用户' }).click();
  await expect(admin.getByText('未找到与此电子邮箱关联的账户。')).toBeVisible();

  await admin.getByLabel('要添加的用户的电子邮箱').fill('manager@demo.cta-atlas.test');
  await admin.getByRole('button', { name: '添加用户' }).click();
  await expect(admin.getByText('用户已添加')).toBeVisible();
  await expect(managers.getByRole('rowheader', { name: 'Casey Manager' })).toBeVisible();

  await admin.getByRole('button', { name: '移除 manager@demo.cta-atlas.test' }).click();
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText(`确定要将此用户从 ${companyName} 中移除吗？`);
  await dialog.getByRole('button', { name: '是' }).click();
  await expect(admin.getByText('用户已移除')).toBeVisible();
  await expect(managers.getByRole('rowheader', { name: 'Casey Manager' })).toHaveCount(0);
  await expect(managers.getByRole('rowheader', { name: 'Chen Wu' })).toBeVisible();
  await admin.context().close();
});

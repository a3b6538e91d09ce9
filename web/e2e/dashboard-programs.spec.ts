import { expect, test, type Page } from '@playwright/test';
import { adminPage, fillMinimalProgram, registerCta, unique } from './support/authoring';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The demo administrator joins or leaves a company on its users page. */
async function addAdministratorTo(admin: Page, groupUri: string) {
  await admin.goto(`/en/groups/${groupUri}/users`);
  await admin.getByLabel('Email of the user to add').fill('admin@demo.cta-atlas.test');
  await admin.getByRole('button', { name: 'Add User' }).click();
  await expect(toasts(admin).getByText('User added')).toBeVisible();
}

async function removeAdministratorFrom(admin: Page, groupUri: string) {
  await admin.goto(`/en/groups/${groupUri}/users`);
  await admin.getByRole('button', { name: 'Remove admin@demo.cta-atlas.test' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toasts(admin).getByText('User removed')).toBeVisible();
}

test("an administrator of a company adds a program in the dashboard's programs tab and removes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const companyName = `Dash Capital ${unique()}`;
  const groupUri = await registerCta(page, companyName);
  const joining = await adminPage(browser);
  await addAdministratorTo(joining, groupUri);
  await joining.context().close();

  // Signed in afresh, the administrator's session names the company: the programs tab shows.
  const admin = await adminPage(browser);
  try {
    await admin.goto('/en/tools/dashboard/programs');
    const section = admin.getByRole('region', { name: companyName });
    await section.getByRole('button', { name: 'Add Program' }).click();
    const programName = `Zz Removal ${unique()}`;
    await fillMinimalProgram(admin, programName);
    const form = section.getByRole('region', { name: `Add a program to ${companyName}` });
    await form.getByRole('checkbox', { name: /I certify/ }).check();
    await form.getByRole('button', { name: 'Add Program' }).click();
    await expect(toasts(admin).getByText('Program Saved')).toBeVisible();

    const table = section.getByRole('table', { name: companyName });
    const row = table.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: programName }) });
    await expect(row.getByRole('cell').nth(0)).toHaveText('Pending');
    const remove = row.getByRole('button', { name: `Remove ${programName}` });
    await remove.click();
    const dialog = admin.getByRole('alertdialog');
    await expect(dialog).toContainText(`Remove ${programName}? It is marked Deleted and leaves the listings.`);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(row.getByRole('cell').nth(0)).toHaveText('Pending');

    await remove.click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toasts(admin).getByText(`${programName} removed`)).toBeVisible();
    await expect(row.getByRole('cell').nth(0)).toHaveText('Deleted');
    await expect(remove).toHaveCount(0);
  } finally {
    // The demo administrator belongs to no company in the other tests.
    await removeAdministratorFrom(admin, groupUri);
    await admin.context().close();
  }
});

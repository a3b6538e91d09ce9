import { expect, type Page } from '@playwright/test';

/** A program as the screener lists it: enough to open its page. */
export interface Listing {
  programUri: string;
  groupUri: string;
}

/** Signs in through the English login form and waits for the screener it lands on. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance$/);
}

/** The first program by name the reader sees, as the screener lists it (`T`: the fields a spec reads). */
export async function firstProgram<T extends Listing = Listing>(page: Page): Promise<T> {
  const response = await page.request.get('/api/v1/programs?sortBy=programName&orderBy=ASC&pageSize=1');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: T[] };
  const [program] = items;
  if (!program) throw new Error('the demo data lists no program');
  return program;
}

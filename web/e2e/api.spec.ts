import { expect, test } from '@playwright/test';

interface ReferenceItem {
  id: number;
  code: string;
  nameEn: string;
  nameZh: string;
}

type ReferenceData = Record<string, ReferenceItem[] | undefined>;

test('GET /api/v1/health answers ok', async ({ request }) => {
  const response = await request.get('/api/v1/health');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { status: string; demoData: unknown; database: string };
  expect(body.status).toBe('ok');
  expect(typeof body.demoData).toBe('boolean');
  expect(['sqlite', 'postgres']).toContain(body.database);
});

test("GET /api/v1/reference serves the spec's enumerations", async ({ request }) => {
  const response = await request.get('/api/v1/reference');
  expect(response.ok()).toBe(true);
  const data = (await response.json()) as ReferenceData;
  const names = (list: string) => (data[list] ?? []).map((item) => item.nameEn);

  expect(names('allocationStrategyTypes')).toHaveLength(13);
  expect(names('allocationStrategyTypes')).toContain('Trend-following');
  expect(names('compositionTypes')).toHaveLength(13);
  expect(names('compositionTypes')).toContain('Stock Indices');
  expect(names('sectorFocusTypes')).toHaveLength(8);
  expect(names('programTypes').sort()).toEqual(['Fund', 'Index', 'Managed Account']);
  expect((data.currencies ?? []).map((item) => item.code).sort()).toEqual(
    ['AUD', 'CAD', 'CHF', 'CNY', 'EUR', 'GBP', 'JPY', 'USD'],
  );
  for (const item of data.allocationStrategyTypes ?? []) expect(item.nameZh).not.toBe('');
});

test('unknown API paths answer with the JSON error shape, not the web app', async ({ request }) => {
  const response = await request.get('/api/v1/no-such-endpoint');
  expect(response.status()).toBe(404);
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe('not_found');
});

test('the footer says the data is synthetic exactly when the server says so', async ({ page, request }) => {
  const health = (await (await request.get('/api/v1/health')).json()) as { demoData: boolean };
  const footerAsked = page.waitForResponse((response) => response.url().endsWith('/api/v1/health'));
  await page.goto('/en/managed-futures/performance');
  await footerAsked;
  const notice = page.getByText('Demonstration data: every company, program and figure on this site is synthetic.');
  await expect(notice).toHaveCount(health.demoData ? 1 : 0);
});

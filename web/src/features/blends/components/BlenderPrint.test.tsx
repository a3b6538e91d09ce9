import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/config/languages';
import type { CompareItem, CompareSeries } from '@/lib/compare';
import { loadEngine } from '@/lib/engine';
import { catalogs } from '@/test/catalogs';
import { captureDownloads, releaseDownloads } from '@/test/downloads';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInMember } from '@/test/render';
import type { Blend } from '@/features/blends/api/blends';
import { order, testBlend } from '@/features/blends/model/test-blend';
import { BlenderWorkspace } from './BlenderWorkspace';

// jsdom cannot draw plotly's SVG: the lazily loaded bundle is replaced by a recorder of traces.
vi.mock('@/components/Chart/plotly-bundle', async () => ({ default: (await import('@/test/plotly')).plotly }));

const compareItems: CompareItem[] = [
  { kind: 'index', id: 1, title: 'S&P 500', titleZh: '标普500', portfolioUri: 'sp-500' },
  { kind: 'index', id: 2, title: 'CTA Index', titleZh: 'CTA 指数', portfolioUri: 'cta-index' },
];

const series = (id: number): CompareSeries => ({
  kind: 'index',
  id,
  title: `Index ${String(id)}`,
  titleZh: `指数 ${String(id)}`,
  vami: [
    { month: '2016-12', value: 1000 },
    { month: '2017-01', value: 1010 },
  ],
});

const pdf = () =>
  new Response('%PDF', {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="my-blend-2019-12.pdf"' },
  });

async function renderBlender(blend: Blend, lang: Lang = 'en') {
  const api = mockApi({
    'GET /compare-items': () => json(200, compareItems),
    'GET /compare-series?kind=index&id=1': () => json(200, series(1)),
    'GET /compare-series?kind=index&id=2': () => json(200, series(2)),
    'PUT /me/blends/7/orders': () => json(200, blend),
    'PUT /me/blends/7/normalization': () => json(200, blend),
    [`POST /blends/report?lang=${lang}`]: pdf,
  });
  const engine = await loadEngine();
  renderWithProviders(
    <BlenderWorkspace blend={blend} engine={engine} session={signedInMember} readOnly={false} tab="allocations" queryKey={['blend']} />,
    { session: signedInMember, route: `/${lang}/tools/blender/allocations`, lang },
  );
  return api;
}

describe('Print in the blender', () => {
  let downloads: ReturnType<typeof captureDownloads>;

  beforeEach(() => {
    downloads = captureDownloads();
  });

  afterEach(() => {
    releaseDownloads();
    vi.unstubAllGlobals();
  });

  it('sends the worksheet as it is now, unsaved changes, period and comparisons included', async () => {
    const blend = testBlend([order(1, 201501, 60), order(2, 201701, 36)], { blendName: 'My Blend' });
    const api = await renderBlender(blend, 'zh-hans');
    fireEvent.change(screen.getByRole('combobox', { name: 'Program 2 的杠杆' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('radio', { name: catalogs['zh-hans']['blender.periodSharedOnly'] }));
    await userEvent.click(screen.getByRole('button', { name: catalogs['zh-hans']['print.print'] }));

    await waitFor(() => {
      expect(downloads.names()).toEqual(['my-blend-2019-12.pdf']);
    });
    expect(api.sent('POST /blends/report?lang=zh-hans').map((request) => request.body)).toEqual([
      {
        name: 'My Blend',
        period: 'shared',
        orders: [
          { programId: 1, quantity: 100_000, leverage: 1, color: null, chartVisible: true },
          { programId: 2, quantity: 100_000, leverage: 3, color: null, chartVisible: true },
        ],
        baseCurrency: 'USD',
        comparisons: [
          { kind: 'index', id: 1 },
          { kind: 'index', id: 2 },
        ],
      },
    ]);
  });

  it('cannot print a blend without programs, and says why', async () => {
    await renderBlender(testBlend([]));
    const print = screen.getByRole('button', { name: 'Print' });
    expect(print).toBeDisabled();
    expect(print).toHaveAccessibleDescription(catalogs.en['print.emptyBlend']);
  });
});

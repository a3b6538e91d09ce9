import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEngine } from '@/lib/engine';
import type { CompareItem, CompareSeries } from '@/lib/compare';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInMember } from '@/test/render';
import type { Lang } from '@/config/languages';
import { monthsFrom, order, testBlend } from '@/features/blends/model/test-blend';
import { BlenderWorkspace } from './BlenderWorkspace';

const blend = testBlend([order(1, 201501, 60), order(2, 201601, 48)]);

/** What GET /compare-items sends: the programs, then the S&P 500, then the CTA indexes. */
const compareItems: CompareItem[] = [
  { kind: 'program', id: 1, title: 'Company 1 – Program 1' },
  { kind: 'program', id: 5, title: 'Beta – Macro' },
  { kind: 'index', id: 32, title: 'S&P 500 (demo)', titleZh: '标普500指数（演示）', portfolioUri: 'sp-500' },
  { kind: 'index', id: 1, title: 'CTA Atlas CTA Index', titleZh: 'CTA Atlas CTA 指数', portfolioUri: 'cta-index' },
  { kind: 'index', id: 2, title: 'Agricultural Traders Index', titleZh: '农产品交易员指数', portfolioUri: 'sector-agricultural' },
];

function series(item: CompareItem): CompareSeries {
  const months = monthsFrom(201501, 24);
  return {
    kind: item.kind,
    id: item.id,
    title: item.title,
    titleZh: item.titleZh ?? null,
    vami: months.map((month, index) => ({
      month: `${String(Math.floor(month / 100))}-${String(month % 100).padStart(2, '0')}`,
      value: 1000 + index * (item.id + 1),
    })),
  };
}

async function renderBlender(lang: Lang = 'en') {
  const api = mockApi({
    'GET /compare-items': () => json(200, compareItems),
    ...Object.fromEntries(
      compareItems.map((item) => [`GET /compare-series?kind=${item.kind}&id=${String(item.id)}`, () => json(200, series(item))]),
    ),
    'PUT /me/blends/7/orders': () => json(200, blend),
  });
  const engine = await loadEngine();
  renderWithProviders(
    <BlenderWorkspace blend={blend} engine={engine} session={signedInMember} readOnly={false} tab="allocations" queryKey={['blend']} />,
    { session: signedInMember, route: `/${lang}/tools/blender/allocations`, lang },
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the blender chart’s comparisons', () => {
  it('lists programs, then indexes after a separator, and charts the S&P 500 and the CTA index by default', async () => {
    const user = userEvent.setup();
    const api = await renderBlender();
    const picker = screen.getByLabelText('Compare with');
    await waitFor(() => {
      expect(picker).toBeEnabled();
    });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Add a program or index…',
      'Company 1 – Program 1',
      'Beta – Macro',
      '──────────',
      'S&P 500 (demo)',
      'CTA Atlas CTA Index',
      'Agricultural Traders Index',
    ]);

    const tags = await screen.findByRole('list', { name: 'Compared series' });
    expect(within(tags).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['S&P 500 (demo)×', 'CTA Atlas CTA Index×']);
    // Charted already: listed, but not to be chosen again.
    expect(within(picker).getByRole('option', { name: 'S&P 500 (demo)' })).toBeDisabled();
    expect(within(picker).getByRole('option', { name: 'CTA Atlas CTA Index' })).toBeDisabled();
    expect(within(picker).getByRole('option', { name: 'Agricultural Traders Index' })).toBeEnabled();
    await waitFor(() => {
      expect(api.sent('GET /compare-series?kind=index&id=1')).toHaveLength(1);
    });
    expect(api.sent('GET /compare-series?kind=index&id=32')).toHaveLength(1);
    const chart = screen.getByRole('figure', { name: 'Performance' });
    // The blend's line, its two programs' and the two compared indexes'.
    await waitFor(() => {
      expect(chart.querySelectorAll('.line-chart__lines path')).toHaveLength(5);
    });

    // Another index joins the tags; a removed default can be chosen again.
    await user.selectOptions(picker, 'index:2');
    expect(within(tags).getAllByRole('listitem')).toHaveLength(3);
    expect(within(picker).getByRole('option', { name: 'Agricultural Traders Index' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove CTA Atlas CTA Index' }));
    expect(within(tags).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual([
      'S&P 500 (demo)×',
      'Agricultural Traders Index×',
    ]);
    expect(within(picker).getByRole('option', { name: 'CTA Atlas CTA Index' })).toBeEnabled();
  });

  it('names the indexes in Chinese on the Chinese site', async () => {
    await renderBlender('zh-hans');
    const tags = await screen.findByRole('list', { name: '对比系列' });
    expect(within(tags).getByText('CTA Atlas CTA 指数')).toBeInTheDocument();
    expect(within(tags).getByText('标普500指数（演示）')).toBeInTheDocument();
  });
});

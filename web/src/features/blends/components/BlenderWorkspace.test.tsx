import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEngine } from '@/lib/engine';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInAdmin, signedInMember } from '@/test/render';
import type { BlenderTab } from '@/features/blends/model/blender-tabs';
import { mixedOrders, order, testBlend } from '@/features/blends/model/test-blend';
import { sectionMeasureName, updateMeasureName, type UpdateSection } from '@/features/blends/model/update-timing';
import { BlenderWorkspace } from './BlenderWorkspace';

const blend = testBlend([order(1, 201501, 60), order(2, 201601, 48), order(3, 201701, 36)]);

async function renderBlender(tab: BlenderTab) {
  mockApi({
    'GET /compare-items': () => json(200, []),
    'PUT /me/blends/7/orders': () => json(200, blend),
    'PUT /me/blends/7/normalization': () => json(200, blend),
  });
  const engine = await loadEngine();
  return renderWithProviders(
    <BlenderWorkspace blend={blend} engine={engine} session={signedInMember} readOnly={false} tab={tab} queryKey={['blend']} />,
    { session: signedInMember, route: `/en/tools/blender/${tab}` },
  );
}

const sections: readonly UpdateSection[] = ['summary', 'chart', 'performance-table', 'correlation', 'statistics'];

/** The sections whose commit an edit's timing recorded, and whether its measure ended at the last. */
function timedEdit() {
  const timed = sections.filter((section) => performance.getEntriesByName(sectionMeasureName(section)).length > 0);
  const ends = timed.flatMap((section) => performance.getEntriesByName(sectionMeasureName(section)).map((entry) => entry.duration));
  const updates = performance.getEntriesByName(updateMeasureName);
  return { timed, updates: updates.length, endsAtLastSection: updates[0]?.duration === Math.max(...ends) };
}

describe('BlenderWorkspace update timing', () => {
  beforeEach(() => {
    performance.clearMeasures();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('times an edit on the all tab until the summary, chart, monthly table, matrix and statistics show it', async () => {
    const { unmount } = await renderBlender('all');
    fireEvent.change(screen.getByRole('combobox', { name: 'Leverage of Program 2' }), { target: { value: '3' } });
    expect(timedEdit()).toEqual({ timed: sections, updates: 1, endsAtLastSection: true });
    unmount();
  });

  it('times an edit on the other tabs until the sections they show have it', async () => {
    const { unmount } = await renderBlender('correlation');
    fireEvent.click(screen.getByRole('radio', { name: 'Only months all programs share' }));
    expect(timedEdit()).toEqual({ timed: ['summary', 'chart', 'performance-table', 'correlation'], updates: 1, endsAtLastSection: true });
    unmount();

    performance.clearMeasures();
    const statistics = await renderBlender('statistics-ratios');
    fireEvent.click(screen.getByRole('radio', { name: 'Only months all programs share' }));
    expect(timedEdit()).toEqual({ timed: ['summary', 'chart', 'performance-table', 'statistics'], updates: 1, endsAtLastSection: true });
    statistics.unmount();

    performance.clearMeasures();
    const allocations = await renderBlender('allocations');
    fireEvent.change(screen.getByRole('combobox', { name: 'Leverage of Program 1' }), { target: { value: '2' } });
    expect(timedEdit()).toEqual({ timed: ['summary', 'chart', 'performance-table'], updates: 1, endsAtLastSection: true });
    allocations.unmount();
  });
});

describe('BlenderWorkspace period and shares', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('states the period of the figures and switches it to the months all programs share', async () => {
    const { unmount } = await renderBlender('allocations');
    const summary = screen.getByRole('region', { name: 'Summary' });
    const period = () => summary.querySelector('.blender-period__text')?.textContent.replace(/\u00a0/g, ' ');
    expect(period()).toBe(
      'Period Jan 2015 – Dec 2019; 1 of 3 programs from Jan 2015, 2 of 3 programs from Jan 2016, all 3 programs from Jan 2017',
    );
    expect(screen.getByRole('radio', { name: 'The whole period' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Only months all programs share' }));
    expect(period()).toBe('Period Jan 2017 – Dec 2019; only the months all 3 programs share');
    unmount();
  });

  it('turns a typed percentage into the amount that gives the program that share', async () => {
    const { unmount } = await renderBlender('allocations');
    // The others hold 200,000: 50 % is another 200,000.
    fireEvent.change(screen.getByRole('textbox', { name: 'Share of the blend for Program 1, in percent' }), {
      target: { value: '50' },
    });
    expect(screen.getByRole('textbox', { name: 'Amount allocated to Program 1' })).toHaveValue('200000');
    expect(screen.getByRole('textbox', { name: 'Share of the blend for Program 2, in percent' })).toHaveValue('25');
    fireEvent.change(screen.getByRole('textbox', { name: 'Share of the blend for Program 2, in percent' }), {
      target: { value: '100' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a percentage above 0 and below 100');
    unmount();
  });
});

describe('BlenderWorkspace optimize', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('optimizes in the browser, and Apply gives the summary the figures the proposal promised', async () => {
    const { unmount } = await renderBlender('optimize');
    const fetches = vi.mocked(fetch).mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Optimize' }));
    const figures = screen.getByRole('table', { name: 'Current blend and proposal' });
    const promised = within(figures).getByRole('row', { name: /Sharpe/ }).querySelectorAll('td')[1]?.textContent;
    expect(promised).toMatch(/^\d+\.\d\d$/);

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const summary = screen.getByRole('region', { name: 'Summary' });
    const sharpe = [...summary.querySelectorAll('.blender-figures__item')].find((item) => item.textContent.startsWith('Sharpe'));
    expect(sharpe?.querySelector('dd')?.textContent).toBe(promised);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('(Unsaved)');
    // Computed in the browser: the only request is the background write, later.
    expect(vi.mocked(fetch).mock.calls.length).toBe(fetches);
    unmount();
  });

  it('has no Optimize tab for a saved blend shown read-only', async () => {
    mockApi({ 'GET /compare-items': () => json(200, []) });
    const engine = await loadEngine();
    const { unmount } = renderWithProviders(
      <BlenderWorkspace blend={blend} engine={engine} session={signedInMember} readOnly tab="allocations" queryKey={['blend']} />,
      { session: signedInMember, route: '/en/tools/blender/allocations?blendId=7' },
    );
    expect(screen.getByRole('tab', { name: 'Correlation' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Optimize' })).not.toBeInTheDocument();
    unmount();
  });
});

describe('BlenderWorkspace base currency', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function renderMixed(orders = mixedOrders(), session = signedInMember, lang: 'en' | 'zh-hans' = 'en') {
    const mixed = testBlend(orders);
    const api = mockApi({
      'GET /compare-items': () => json(200, []),
      'GET /exchange-rates': () =>
        json(200, {
          items: [
            { currency: 'USD', usdPerUnit: 1, month: null },
            { currency: 'EUR', usdPerUnit: 1.08, month: 202610 },
            { currency: 'GBP', usdPerUnit: 1.25, month: 202610 },
            { currency: 'JPY', usdPerUnit: 0.0067, month: 202610 },
          ],
        }),
      'PUT /me/blends/7/base-currency': () => json(200, { ...mixed, baseCurrency: 'EUR', baseUsdPerUnit: 1.08 }),
    });
    const engine = await loadEngine();
    const view = renderWithProviders(
      <BlenderWorkspace blend={mixed} engine={engine} session={session} readOnly={false} tab="allocations" queryKey={['blend']} />,
      { session, lang, route: `/${lang}/tools/blender/allocations` },
    );
    return { ...view, api };
  }

  const shares = () =>
    [1, 2, 3, 4].map(
      (id) => screen.getByRole<HTMLInputElement>('textbox', { name: `Share of the blend for Program ${String(id)}, in percent` }).value,
    );

  it('shares the amounts by their dollar values under a heading that names the dollar', async () => {
    const { unmount } = await renderMixed();
    expect(screen.getByRole('columnheader', { name: 'Allocated (US$)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Cash Level (US$)' })).toBeInTheDocument();
    expect(shares()).toEqual(['71.16', '0.19', '0.19', '28.46']);
    // Each amount stays in its program's currency, as typed.
    expect(screen.getByRole('textbox', { name: 'Amount allocated to Program 1' })).toHaveValue('1000000');
    expect(screen.getByText('Total: $1,756,700')).toBeInTheDocument();
    expect(screen.getByText(/the blend assumes each allocation is hedged to USD/)).toBeInTheDocument();
    unmount();
  });

  it('changes no percentage with a euro base, only the unit, and writes the base', async () => {
    const { unmount, api } = await renderMixed();
    await screen.findByRole('option', { name: /^EUR/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Base currency' }), { target: { value: 'EUR' } });
    expect(screen.getByRole('columnheader', { name: 'Allocated (€)' })).toBeInTheDocument();
    expect(shares()).toEqual(['71.16', '0.19', '0.19', '28.46']);
    // $1,756,700 at $1.08 a euro.
    expect(screen.getByText('Total: €1,626,574')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount allocated to Program 1' })).toHaveValue('1000000');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('(Unsaved)');
    await vi.waitFor(() => {
      expect(api.sent('PUT /me/blends/7/base-currency')).toEqual([
        { method: 'PUT', path: '/me/blends/7/base-currency', body: { baseCurrency: 'EUR' } },
      ]);
    }, { timeout: 3_000 });
    unmount();
  });

  it('names the heading’s currency as the site writes it in Chinese', async () => {
    const { unmount } = await renderMixed(mixedOrders(), signedInMember, 'zh-hans');
    expect(screen.getByRole('columnheader', { name: '配置（US$）' })).toBeInTheDocument();
    unmount();
  });

  it('computes nothing without a rate, names the currency and says who adds rates', async () => {
    const unpriced = mixedOrders().map((entry) => (entry.currency === 'GBP' ? { ...entry, usdPerUnit: null } : entry));
    const member = await renderMixed(unpriced);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByRole('alert')).toHaveTextContent(/^No exchange rate for GBP: .*Administrators add exchange rates/);
    expect(within(summary).queryByRole('link', { name: /Exchange Rates tab/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Share of the blend/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Total:/)).not.toBeInTheDocument();
    member.unmount();

    const admin = await renderMixed(unpriced, signedInAdmin);
    expect(screen.getByRole('link', { name: /Exchange Rates tab/ })).toHaveAttribute('href', '/en/admin/exchange-rates');
    admin.unmount();
  });
});

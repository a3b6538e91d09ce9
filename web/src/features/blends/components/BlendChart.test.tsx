import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEngine } from '@/lib/engine';
import type { ProgramMatch } from '@/components/ProgramSearch/ProgramSearch';
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

const match = (programId: number, programName: string, groupName: string): ProgramMatch => ({
  programId,
  programName,
  programUri: `program-${String(programId)}`,
  groupName,
  groupUri: `company-${String(programId)}`,
  programStatusId: 1,
});

async function renderBlender(lang: Lang = 'en') {
  const api = mockApi({
    'GET /compare-items': () => json(200, compareItems),
    // Program 99 has no returns, so it is not among the compare items: not a choice.
    'GET /programs/search?term=Mac': () => json(200, [match(5, 'Macro', 'Beta'), match(99, 'Macro Two', 'Gamma')]),
    'GET /programs/search?term=Agr': () => json(200, []),
    'GET /programs/search?term=CTA': () => json(200, []),
    'GET /programs/search?term=%E5%86%9C%E4%BA%A7%E5%93%81': () => json(200, []),
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
  it('charts the S&P 500 and the CTA index by default and adds others found by typing', async () => {
    const user = userEvent.setup();
    const api = await renderBlender();
    const tags = await screen.findByRole('list', { name: 'Compared series' });
    expect(within(tags).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['S&P 500 (demo)×', 'CTA Atlas CTA Index×']);
    await waitFor(() => {
      expect(api.sent('GET /compare-series?kind=index&id=1')).toHaveLength(1);
    });
    const chart = screen.getByRole('figure', { name: 'Performance' });
    // The blend's line, its two programs' and the two compared indexes'.
    await waitFor(() => {
      expect(chart.querySelectorAll('.line-chart__lines path')).toHaveLength(5);
    });

    const search = screen.getByRole('combobox', { name: 'Compare with' });
    await user.type(search, 'Ag');
    expect(screen.getByText('Type at least 3 characters')).toBeInTheDocument();
    await user.type(search, 'r');
    const list = await screen.findByRole('listbox', { name: 'Compare with' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Agricultural Traders IndexIndex']);
    await user.keyboard('{Enter}');
    expect(within(tags).getAllByRole('listitem')).toHaveLength(3);
    expect(search).toHaveValue('');
    expect(api.sent('GET /programs/search?term=Ag')).toHaveLength(0);
  });

  it('suggests programs from the server search that the chart can show, moving with the arrows', async () => {
    const user = userEvent.setup();
    await renderBlender();
    const tags = await screen.findByRole('list', { name: 'Compared series' });
    const search = screen.getByRole('combobox', { name: 'Compare with' });
    await user.type(search, 'Mac');
    const list = await screen.findByRole('listbox', { name: 'Compare with' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Beta – MacroProgram']);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).toHaveValue('Mac');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(tags).getAllByRole('listitem').map((tag) => tag.textContent)).toContain('Beta – Macro×');
  });

  it('suggests a removed default again, and never one already charted', async () => {
    const user = userEvent.setup();
    await renderBlender();
    await screen.findByRole('list', { name: 'Compared series' });
    const search = screen.getByRole('combobox', { name: 'Compare with' });
    await user.type(search, 'CTA');
    expect(await screen.findByText('No program or index matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove CTA Atlas CTA Index' }));
    await user.clear(search);
    await user.type(search, 'CTA');
    const list = await screen.findByRole('listbox', { name: 'Compare with' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['CTA Atlas CTA IndexIndex']);
  });

  it('names and finds the indexes in Chinese on the Chinese site', async () => {
    const user = userEvent.setup();
    await renderBlender('zh-hans');
    const tags = await screen.findByRole('list', { name: '对比系列' });
    expect(within(tags).getByText('CTA Atlas CTA 指数')).toBeInTheDocument();
    expect(within(tags).getByText('标普500指数（演示）')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: '对比' }), '农产品');
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option', { name: /农产品交易员指数/ })).toBeInTheDocument();
  });
});

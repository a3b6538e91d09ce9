import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteParams } from '@/lib/router/Router';
import { loadEngine } from '@/lib/engine';
import { formatPercent } from '@/lib/format';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders } from '@/test/render';
import type { Lang } from '@/config/languages';
import type { SharedBlend } from '@/features/blends/api/blend-shares';
import { BlendComputer } from '@/features/blends/model/blend-computer';
import { sharedBlendAsBlend } from '@/features/blends/model/shared-blend';
import { inDollars, sharedBlend } from '@/features/blends/model/test-blend';
import { summaryFigures } from '@/features/blends/model/view-model';
import { SharedBlendPage } from './SharedBlendPage';

const token = 'T'.repeat(43);

function renderPage(answer: Response | (() => Response), lang: Lang = 'en') {
  mockApi({ [`GET /shared-blends/${token}`]: typeof answer === 'function' ? answer : () => answer });
  return renderWithProviders(
    <RouteParams params={{ token }}>
      <SharedBlendPage />
    </RouteParams>,
    { lang, route: `/${lang}/shared-blends/${token}` },
  );
}

/** The figure the summary card shows under `label`. */
function figure(label: string): string {
  const summary = screen.getByRole('region', { name: 'Summary' });
  const term = within(summary).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('SharedBlendPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('computes the blend in the browser as the blender does, read-only, with nothing to compare', async () => {
    const shared = sharedBlend();
    renderPage(json(200, shared));
    expect(await screen.findByRole('heading', { level: 1, name: 'Core mix' })).toBeInTheDocument();
    const blend = sharedBlendAsBlend(shared);
    const computer = new BlendComputer(await loadEngine(), inDollars(blend.orders), blend.benchmark);
    const result = computer.compute(inDollars(blend.orders), blend.isNormalized);
    computer.free();
    if (result.status !== 'ok') throw new Error('the test blend computes');
    expect(figure('Worst Drawdown')).toBe(formatPercent(summaryFigures(result.statistics).maxDrawDown));
    expect(screen.getByText('A shared blend, read-only, with data up to Dec 2019')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Figures cover' })).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: /compare/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/Not shown/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Program 4' })).toHaveAttribute('href', '/en/groups/company-4/programs/program-4');
  });

  it('shares the programs by their values in the pinned base, which it names and cannot change', async () => {
    const base = sharedBlend();
    const orders = base.orders.map((entry, index) =>
      index === 0 ? { ...entry, quantity: 1_000_000, currency: 'GBP', usdPerUnit: 1.25 } : { ...entry, quantity: 250_000, usdPerUnit: 1 },
    );
    renderPage(json(200, sharedBlend({ orders, baseCurrency: 'EUR', baseUsdPerUnit: 1.1 })));
    const allocations = await screen.findByRole('table', { name: 'Allocations' });
    expect(within(allocations).getByRole('columnheader', { name: 'Allocated (€)' })).toBeInTheDocument();
    // $1,250,000 and $250,000: five sixths and one sixth, whatever the base.
    expect(within(within(allocations).getByRole('row', { name: /Program 4/ })).getByText('83.33%')).toBeInTheDocument();
    expect(within(within(allocations).getByRole('row', { name: /Program 9/ })).getByText('16.67%')).toBeInTheDocument();
    // $1,500,000 at $1.10 a euro.
    expect(screen.getByText('Total: €1,363,636')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Base currency' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Base currency' })).toHaveValue('EUR');
  });

  it('says how many of the programs are not shown', async () => {
    renderPage(json(200, sharedBlend({ hiddenPrograms: 1 } satisfies Partial<SharedBlend>)));
    expect(
      await screen.findByText(
        "Not shown: 1 of the blend's 3 programs, which are no longer listed or are not shown to visitors. The figures cover the programs shown.",
      ),
    ).toBeInTheDocument();
  });

  it('says when no program can be shown', async () => {
    renderPage(json(200, sharedBlend({ orders: [], hiddenPrograms: 2 })));
    expect(await screen.findByText("None of this blend's programs can be shown to you.")).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'This link was revoked or does not exist.'],
    ['zh-hans', '此链接已被撤销或不存在。'],
  ] as const)('tells a revoked or unknown link (%s)', async (lang, message) => {
    renderPage(() => json(404, { code: 'not_found', message: 'not found' }), lang);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { Lang } from '@/config/languages';
import type { BlendResult } from '@/features/blends/model/blend-computer';
import type { Optimization, OptimizeRequest, OptimizeResult } from '@/features/blends/model/optimizer';
import { mixedOrders, order, testBlend } from '@/features/blends/model/test-blend';
import { worksheetFromBlend, type Worksheet } from '@/features/blends/model/worksheet';
import { OptimizePanel } from './OptimizePanel';

// Three programs of 500,000 + 300,000 + 200,000; the first needs 250,000 at least.
const worksheet = worksheetFromBlend(
  testBlend([
    order(1, 201501, 60, { quantity: 500_000, investmentMin: 250_000 }),
    order(2, 201601, 48, { quantity: 300_000, investmentMin: null }),
    order(3, 201701, 36, { quantity: 200_000, investmentMin: 50_000 }),
  ]),
);

/** What the engine would answer (a test double: the panel's own logic is under test). */
const optimization: Optimization = {
  objective: 'maxSharpe',
  commonMonths: { first: '2017-01', last: '2019-12', count: 36 },
  weights: [0.3, 0.5 + 1 / 3000, 0.2 - 1 / 3000],
  figures: { compoundedAnnualReturn: 0.0812, annualizedStandardDeviation: 0.0934, sharpeRatio: 1.2345, maxDrawDown: -0.1123 },
  current: { volatility: 0.12, meanReturn: 0.07 },
  proposal: { volatility: 0.095, meanReturn: 0.08 },
  frontier: [
    { volatility: 0.08, meanReturn: 0.05, weights: [0.4, 0.3, 0.3] },
    { volatility: 0.095, meanReturn: 0.08, weights: [0.3, 0.5, 0.2] },
    { volatility: 0.14, meanReturn: 0.1, weights: [0.25, 0.7, 0.05] },
  ],
};

const result: BlendResult = { status: 'empty' };

function renderPanel(
  optimize: (request: OptimizeRequest) => OptimizeResult,
  options: { lang?: Lang; sheet?: Worksheet; undo?: () => void } = {},
) {
  const apply = vi.fn();
  const view = renderWithProviders(
    <OptimizePanel worksheet={options.sheet ?? worksheet} result={result} optimize={optimize} apply={apply} undo={options.undo} />,
    { lang: options.lang },
  );
  return { apply, ...view };
}

describe('OptimizePanel', () => {
  it('shows the least share each program keeps, from its minimum investment over the total', () => {
    renderPanel(() => ({ status: 'ok', optimization }));
    const limits = screen.getByRole('table', { name: 'Limits per program' });
    const first = within(limits).getByRole('row', { name: /Program 1/ });
    expect(within(first).getByText('25.00% (its minimum investment)')).toBeInTheDocument();
    const second = within(limits).getByRole('row', { name: /Program 2/ });
    expect(within(second).getByText('0.10% (every program stays in the blend)')).toBeInTheDocument();
  });

  it('asks the engine with the bounds and proposes whole amounts that sum to the total, then applies them', async () => {
    const user = userEvent.setup();
    const optimize = vi.fn<(request: OptimizeRequest) => OptimizeResult>(() => ({ status: 'ok', optimization }));
    const { apply } = renderPanel(optimize);
    await user.click(screen.getByRole('radio', { name: 'Minimum volatility' }));
    const max = screen.getByRole('textbox', { name: 'Greatest share of the blend for Program 2, in percent' });
    await user.clear(max);
    await user.type(max, '60');
    await user.click(screen.getByRole('button', { name: 'Optimize' }));

    expect(optimize.mock.calls).toEqual([
      [{ objective: 'minVolatility', minWeights: [0.25, 0.001, 0.05], maxWeights: [1, 0.6, 1], normalized: false, total: 1_000_000 }],
    ]);
    expect(screen.getByText(/Over the 36 months all programs share, Jan 2017 – Dec 2019/)).toBeInTheDocument();
    const proposed = screen.getByRole('table', { name: 'Proposed allocations' });
    expect(within(proposed).getByRole('row', { name: /Program 1/ })).toHaveTextContent('50.00%30.00%$300,000');
    expect(within(proposed).getByRole('row', { name: /Program 2/ })).toHaveTextContent('30.00%50.03%$500,333');
    expect(within(proposed).getByRole('row', { name: /Program 3/ })).toHaveTextContent('20.00%19.97%$199,667');
    const figures = screen.getByRole('table', { name: 'Current blend and proposal' });
    expect(within(figures).getByRole('row', { name: /Sharpe/ })).toHaveTextContent('1.23');
    expect(screen.getByRole('figure', { name: 'Efficient frontier' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(apply).toHaveBeenCalledWith(
      new Map([
        [1, 300_000],
        [2, 500_333],
        [3, 199_667],
      ]),
    );
  });

  it('explains limits that cannot be met instead of optimizing', async () => {
    const user = userEvent.setup();
    const optimize = vi.fn(() => ({ status: 'ok', optimization }) as const);
    renderPanel(optimize);
    const max = screen.getByRole('textbox', { name: 'Greatest share of the blend for Program 1, in percent' });
    await user.clear(max);
    await user.type(max, '20');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('These limits cannot all be met');
    expect(alert).toHaveTextContent(
      "Program 1: its minimum investment is 25.00% of the blend's total, more than its maximum of 20.00%.",
    );
    expect(screen.getByRole('button', { name: 'Optimize' })).toBeDisabled();
    expect(optimize).not.toHaveBeenCalled();
  });

  it('explains minimum investments above the total, in Chinese', () => {
    const small = worksheetFromBlend(
      testBlend([
        order(1, 201501, 60, { quantity: 300_000, investmentMin: 300_000 }),
        order(2, 201501, 60, { quantity: 300_000, investmentMin: 400_000 }),
      ]),
    );
    renderPanel(() => ({ status: 'ok', optimization }), { lang: 'zh-hans', sheet: small });
    expect(screen.getByRole('alert')).toHaveTextContent('各项目的最低占比合计 116.67%，超过了整个组合；仅最低投资额就占组合总额的 116.67%。');
    expect(screen.getByRole('button', { name: '优化' })).toBeDisabled();
  });

  it("words the engine's refusal", async () => {
    const user = userEvent.setup();
    renderPanel(() => ({ status: 'error', code: 'no_benchmark' }));
    await user.click(screen.getByRole('radio', { name: 'Minimum correlation to the S&P 500' }));
    await user.click(screen.getByRole('button', { name: 'Optimize' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The S&P 500 has no returns for the months these programs share');
  });

  it('offers Undo after Apply and says when it is done', async () => {
    const user = userEvent.setup();
    const undo = vi.fn();
    renderPanel(() => ({ status: 'ok', optimization }), { undo });
    expect(screen.getByRole('status')).toHaveTextContent("The proposal is now the blend's allocation");
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
  });

  it('names the programs without returns it leaves out, in Chinese too', () => {
    const sheet = worksheetFromBlend(
      testBlend([order(1, 201501, 60), order(2, 201501, 60), order(3, 201501, 0), order(4, 201501, 0)]),
    );
    renderPanel(() => ({ status: 'ok', optimization }), { lang: 'zh-hans', sheet });
    expect(screen.getByText('尚无收益数据，因此不参与优化（金额保持不变）：Program 3、Program 4。')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('weighs a ¥500,000 minimum at its dollar value, and proposes amounts in each program’s currency', async () => {
    const user = userEvent.setup();
    const mixed = worksheetFromBlend(testBlend(mixedOrders()));
    const weights = [0.5, 0.1, 0.1, 0.3];
    const optimize = vi.fn<(request: OptimizeRequest) => OptimizeResult>(() => ({
      status: 'ok',
      optimization: { ...optimization, weights },
    }));
    const { apply } = renderPanel(optimize, { sheet: mixed });
    expect(screen.getByText('Total shared out: $1,756,700')).toBeInTheDocument();
    const limits = screen.getByRole('table', { name: 'Limits per program' });
    // $3,350 of $1,756,700, where the plain figures made ¥500,000 of 2,500,000 "20.00 %".
    expect(within(within(limits).getByRole('row', { name: /Program 2/ })).getByText('0.19% (its minimum investment)')).toBeInTheDocument();
    expect(within(within(limits).getByRole('row', { name: /Program 1/ })).getByText('7.12% (its minimum investment)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Optimize' }));
    const request = optimize.mock.calls[0]?.[0];
    expect(request?.total).toBe(1_756_700);
    expect(request?.minWeights[1]).toBeCloseTo(3_350 / 1_756_700, 12);
    const proposed = screen.getByRole('table', { name: 'Proposed allocations' });
    const first = within(proposed).getByRole('row', { name: /Program 1/ });
    expect(first).toHaveTextContent(/^Program 171\.16%50\.00%£702,680\$878K/);
    expect(within(proposed).getByRole('row', { name: /Program 2/ })).toHaveTextContent(/^Program 20\.19%10\.00%¥26,219,403\$176K/);
    expect(screen.getByText(/rounded to a whole unit of its program's currency/)).toHaveTextContent(
      'The proposed amounts total $1,756,700',
    );

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(apply).toHaveBeenCalledWith(
      new Map([
        [1, 702_680],
        [2, 26_219_403],
        [3, 26_219_402],
        [4, 527_010],
      ]),
    );
  });

  it('optimizes nothing while a currency has no rate', () => {
    const unpriced = mixedOrders().map((entry) => (entry.currency === 'JPY' ? { ...entry, usdPerUnit: null } : entry));
    const sheet = worksheetFromBlend(testBlend(unpriced));
    renderPanel(() => ({ status: 'ok', optimization }), { sheet });
    expect(screen.getByRole('alert')).toHaveTextContent('No exchange rate for JPY');
    expect(screen.queryByRole('button', { name: 'Optimize' })).not.toBeInTheDocument();
  });

  it('asks for two programs with returns', () => {
    const lone = worksheetFromBlend(testBlend([order(1, 201501, 60), order(2, 201501, 0)]));
    renderPanel(() => ({ status: 'ok', optimization }), { sheet: lone });
    expect(screen.getByText('Add at least two programs with returns to optimize the blend.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Optimize' })).not.toBeInTheDocument();
  });
});

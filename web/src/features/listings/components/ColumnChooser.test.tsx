import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { ListingColumnId } from './listing-columns';
import { ColumnChooser } from './ColumnChooser';

const names = { program: 'CTA / Program', sharpeRatio: 'Sharpe', volatility: 'Volatility' } as Record<ListingColumnId, string>;

function renderChooser() {
  const onChange = vi.fn();
  renderWithProviders(
    <>
      <ColumnChooser
        preferences={{ order: ['program', 'sharpeRatio', 'volatility'], hidden: ['volatility'] }}
        names={names}
        onChange={onChange}
      />
      <p>Elsewhere on the page</p>
    </>,
  );
  return { onChange, button: screen.getByRole('button', { name: 'Columns' }) };
}

describe('ColumnChooser', () => {
  it('closes on Escape and gives the focus back to its button', async () => {
    const { button } = renderChooser();
    const user = userEvent.setup();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Sharpe' }));
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Sharpe' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('stays open for clicks inside and closes on a click or tap outside', async () => {
    const { button, onChange } = renderChooser();
    const user = userEvent.setup();
    await user.click(button);
    await user.click(screen.getByRole('checkbox', { name: 'Volatility' }));
    await user.click(screen.getByRole('button', { name: 'Move Volatility left' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Elsewhere on the page'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Volatility' })).not.toBeInTheDocument();
  });

  it('closes on a touch outside', async () => {
    const { button } = renderChooser();
    await userEvent.setup().click(button);
    fireEvent.pointerDown(screen.getByText('Elsewhere on the page'), { pointerType: 'touch' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows a column's help under its name and describes its box with it", async () => {
    renderWithProviders(
      <ColumnChooser
        preferences={{ order: ['program', 'sharpeRatio', 'volatility'], hidden: [] }}
        names={names}
        help={{ volatility: 'Annualized standard deviation' }}
        onChange={vi.fn()}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('checkbox', { name: 'Volatility' })).toHaveAccessibleDescription('Annualized standard deviation');
    expect(screen.getByText('Annualized standard deviation')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Sharpe' })).not.toHaveAccessibleDescription();
  });
});

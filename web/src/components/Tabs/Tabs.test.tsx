import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const tabs: TabItem[] = [
  { id: 'allocations', label: 'Allocations' },
  { id: 'correlation', label: 'Correlation' },
  { id: 'statistics-ratios', label: 'Statistics' },
];

function Harness({ activation }: { activation?: 'automatic' | 'manual' }) {
  const [selected, setSelected] = useState('allocations');
  return (
    <Tabs tabs={tabs} selectedId={selected} onSelect={setSelected} label="Blend" activation={activation}>
      <p>{`Panel ${selected}`}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('puts only the selected tab in the Tab order and labels the panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'Allocations' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Correlation' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Allocations' })).toHaveTextContent('Panel allocations');
  });

  it('moves and selects with the arrow keys, wrapping, and Home/End', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Allocations' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Correlation' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Correlation' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Statistics' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Allocations' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel statistics-ratios');
  });

  it('only moves focus with manual activation until Enter', async () => {
    render(<Harness activation="manual" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Allocations' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Correlation' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Allocations' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Correlation' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lets the URL drive the selection', async () => {
    const onSelect = vi.fn();
    const { rerender } = render(
      <Tabs tabs={tabs} selectedId="allocations" onSelect={onSelect} label="Blend" />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Statistics' }));
    expect(onSelect).toHaveBeenCalledWith('statistics-ratios');
    rerender(<Tabs tabs={tabs} selectedId="statistics-ratios" onSelect={onSelect} label="Blend" />);
    expect(screen.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true');
  });
});

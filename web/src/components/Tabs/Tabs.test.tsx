import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('on a screen narrower than its tabs', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('marks the ends that hide tabs as the list scrolls', () => {
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
      const { container } = render(<Harness />);
      const scroller = container.querySelector('.tabs__scroller');
      const list = screen.getByRole('tablist');
      expect(scroller).toHaveClass('tabs__scroller--more-end');
      expect(scroller).not.toHaveClass('tabs__scroller--more-start');
      list.scrollLeft = 540;
      fireEvent.scroll(list);
      expect(scroller).toHaveClass('tabs__scroller--more-start');
      expect(scroller).not.toHaveClass('tabs__scroller--more-end');
    });

    it('scrolls a tab that takes the focus out from under the fade', async () => {
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
      // The third tab starts 700 px into the list, and moves left as the list scrolls.
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        const list = this.closest('[role="tablist"]');
        const left = this.textContent === 'Statistics' && list ? 700 - list.scrollLeft : 0;
        return DOMRect.fromRect({ x: left, y: 0, width: 120, height: 40 });
      });
      render(<Harness />);
      await userEvent.click(screen.getByRole('tab', { name: 'Allocations' }));
      await userEvent.keyboard('{End}');
      expect(screen.getByRole('tablist').scrollLeft).toBe(700 + 120 + 32 - 360);
    });
  });
});

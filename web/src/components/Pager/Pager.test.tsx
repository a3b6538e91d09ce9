import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Pager } from './Pager';
import { clampPage, pageRange } from './pager-range';

describe('pageRange', () => {
  it('gives the shown rows and the page count', () => {
    expect(pageRange(2, 25, 60)).toEqual({ from: 26, to: 50, pages: 3 });
    expect(pageRange(3, 25, 60)).toEqual({ from: 51, to: 60, pages: 3 });
    expect(pageRange(1, 25, 0)).toEqual({ from: 0, to: 0, pages: 1 });
  });

  it('holds a typed page between 1 and the last page', () => {
    expect(clampPage('0', 3)).toBe(1);
    expect(clampPage('9', 3)).toBe(3);
    expect(clampPage('abc', 3)).toBeUndefined();
  });
});

describe('Pager', () => {
  it("shows 'x – y of total' and a page box bounded by the page count", () => {
    renderWithProviders(<Pager pageNumber={2} pageSize={25} totalCount={60} onPageChange={vi.fn()} />);
    expect(screen.getByText('26 – 50 of 60')).toBeInTheDocument();
    const input = screen.getByRole('spinbutton', { name: 'Page' });
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '3');
    expect(screen.getByText('of 3')).toBeInTheDocument();
  });

  it('goes to a typed page on Enter, clamped to the last page', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pager pageNumber={1} pageSize={10} totalCount={45} onPageChange={onPageChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Page' });
    await userEvent.clear(input);
    await userEvent.type(input, '99{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(5);
  });

  it('steps with previous and next, disabled at the ends', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pager pageNumber={1} pageSize={10} totalCount={45} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('offers the page sizes when the screen lets the user choose', () => {
    const onPageSizeChange = vi.fn();
    renderWithProviders(
      <Pager
        pageNumber={1}
        pageSize={25}
        totalCount={45}
        onPageChange={vi.fn()}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual(['10', '25', '50', '100']);
    fireEvent.change(select, { target: { value: '50' } });
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });
});

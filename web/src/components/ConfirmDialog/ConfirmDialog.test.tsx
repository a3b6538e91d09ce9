import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it("asks the spec's question with the safe answer focused", () => {
    renderWithProviders(<ConfirmDialog open onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this?');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
  });

  it('confirms with Yes and cancels with No or Escape', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed while the confirmed action runs', async () => {
    const onCancel = vi.fn();
    renderWithProviders(<ConfirmDialog open working onConfirm={vi.fn()} onCancel={onCancel} />, {
      lang: 'zh-hans',
    });
    expect(screen.getByRole('button', { name: '是' })).toBeDisabled();
    expect(screen.getByRole('alertdialog')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});

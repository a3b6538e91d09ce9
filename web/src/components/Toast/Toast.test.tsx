import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useToast, type ToastOptions } from './toast-context';

function ShowButton({ message, options }: { message: string; options?: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, options)}>
      Show
    </button>
  );
}

describe('Toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hide after 3 seconds by default', () => {
    renderWithProviders(<ShowButton message="Profile Saved" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Profile Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByText('Profile Saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Profile Saved')).not.toBeInTheDocument();
  });

  it('stay longer when asked (5 s for group activation)', () => {
    renderWithProviders(<ShowButton message="Group activated!" options={{ durationMs: 5000 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByText('Group activated!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Group activated!')).not.toBeInTheDocument();
  });

  it('can be dismissed at once and live in a labelled region', () => {
    renderWithProviders(<ShowButton message="Alert added" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('Alert added');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Alert added')).not.toBeInTheDocument();
  });

  it('wait while the pointer is over them', () => {
    renderWithProviders(<ShowButton message="Search Saved!" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const toast = screen.getByText('Search Saved!');
    fireEvent.mouseEnter(toast.closest('li') ?? toast);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Search Saved!')).toBeInTheDocument();
  });
});

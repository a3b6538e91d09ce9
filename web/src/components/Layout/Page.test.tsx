import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Page } from './Page';

describe('Page', () => {
  it('shows its title as the one h1 and in the tab title', () => {
    renderWithProviders(<Page title="My Watchlist" actions={<button type="button">Add</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(document.title).toBe('My Watchlist | CTA Atlas');
  });

  it('accepts a tab title of its own', () => {
    renderWithProviders(<Page title="Looks Like You Might Be Lost" documentTitle="Page Not Found" />);
    expect(document.title).toBe('Page Not Found');
  });
});

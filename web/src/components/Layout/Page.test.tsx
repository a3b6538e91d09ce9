import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouteDescriptionContext } from '@/lib/use-document-meta';
import { renderWithProviders } from '@/test/render';
import { Page } from './Page';

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

describe('Page', () => {
  it('shows its title as the one h1 and in the tab title', () => {
    renderWithProviders(<Page title="My Watchlist" actions={<button type="button">Add</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(document.title).toBe('My Watchlist | CTA Atlas');
  });

  it('describes the page with its own description, else its route’s, else the site’s', () => {
    const { unmount } = renderWithProviders(<Page title="Alpha" description="Alpha’s own words." />);
    expect(description()).toBe('Alpha’s own words.');
    unmount();
    const route = renderWithProviders(
      <RouteDescriptionContext value="meta.indexes">
        <Page title="CTA Indexes" />
      </RouteDescriptionContext>,
      { lang: 'zh-hans' },
    );
    expect(description()).toBe('CTA 指数：管理期货项目的综合指数及其月度排名。');
    route.unmount();
    renderWithProviders(<Page title="My Watchlist" />);
    expect(description()).toBe(
      'Managed-futures programs and the CTAs behind them: performance, statistics, indexes and portfolio tools.',
    );
  });

  it('accepts a tab title of its own', () => {
    renderWithProviders(<Page title="Looks Like You Might Be Lost" documentTitle="Page Not Found" />);
    expect(document.title).toBe('Page Not Found');
  });
});

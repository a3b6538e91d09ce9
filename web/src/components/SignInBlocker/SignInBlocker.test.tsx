import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SignInBlocker } from './SignInBlocker';

describe('SignInBlocker', () => {
  it('offers free sign-up and log-in that come back to the current page', () => {
    renderWithProviders(<SignInBlocker />, {
      lang: 'zh-hans',
      route: '/zh-hans/groups/acme/programs/trend?tab=1',
    });
    const back = encodeURIComponent('/groups/acme/programs/trend?tab=1');
    expect(screen.getByRole('link', { name: '免费注册' })).toHaveAttribute(
      'href',
      `/zh-hans/register?redirect=${back}`,
    );
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', `/zh-hans/login?redirect=${back}`);
    expect(screen.getByRole('region', { name: '免费注册，继续探索' })).toHaveTextContent('保存关注列表、投资组合和组合');
  });

  it('lists the free benefits', () => {
    renderWithProviders(<SignInBlocker redirect="/managed-futures/market-quotes" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'View strategy and composition breakdowns',
      'Save watchlists, portfolios and blends',
      'Download program profiles and documents',
    ]);
  });

  it('locks page scrolling while shown', () => {
    const { unmount } = renderWithProviders(<SignInBlocker />);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});

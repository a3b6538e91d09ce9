import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LostPage } from './LostPage';

describe('LostPage', () => {
  it('says the visitor is lost and links to the program list', () => {
    renderWithProviders(<LostPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the program list' })).toHaveAttribute(
      'href',
      '/en/managed-futures/performance',
    );
    expect(document.title).toBe('Page Not Found');
  });

  it('speaks Chinese under /zh-hans', () => {
    renderWithProviders(<LostPage />, { lang: 'zh-hans' });
    expect(screen.getByRole('heading', { level: 1, name: '您好像迷路了' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '浏览项目列表' })).toHaveAttribute(
      'href',
      '/zh-hans/managed-futures/performance',
    );
    expect(document.title).toBe('页面未找到');
  });
});

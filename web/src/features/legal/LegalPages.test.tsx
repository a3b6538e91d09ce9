import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsOfServicePage } from './TermsOfServicePage';

describe('The legal pages', () => {
  it('show the terms with their date, contents and section headings', async () => {
    renderWithProviders(<TermsOfServicePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated: November 26, 2026');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: '2. Information only, not investment advice' })).toHaveAttribute(
      'href',
      '#not-advice',
    );
    expect(screen.getByRole('region', { name: '3. Performance, past and hypothetical' })).toHaveTextContent(
      /Past performance is not necessarily indicative of future results/,
    );
    expect(document.title).toBe('Terms of Service | CTA Atlas');
  });

  it('list the cookies in a table with a header per column, in Chinese too', async () => {
    renderWithProviders(<PrivacyPolicyPage />, { lang: 'zh-hans' });
    expect(await screen.findByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument();
    expect(screen.getByText(/最后更新/)).toHaveTextContent('最后更新：2026年11月26日');
    const cookies = screen.getByRole('table', { name: 'CTA Atlas 设置的 Cookie' });
    expect(within(cookies).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '名称',
      '用途',
      '有效期',
      '脚本能否读取',
    ]);
    expect(within(cookies).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'atlas_access',
      'atlas_refresh',
      'atlas_csrf',
    ]);
    expect(screen.getByRole('link', { name: '前往个人资料' })).toHaveAttribute('href', '/zh-hans/profile');
  });
});

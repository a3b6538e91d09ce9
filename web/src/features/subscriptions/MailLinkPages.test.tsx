import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders } from '@/test/render';
import { NewsletterConfirmPage, UnsubscribePage } from './MailLinkPages';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('The pages of mailed links', () => {
  it('unsubscribes only when the reader presses the button, and says from what', async () => {
    const { sent } = mockApi({
      'POST /unsubscribe': () => json(200, { list: 'newProgramAlerts', email: 'ann@example.com' }),
    });
    renderWithProviders(<UnsubscribePage />, { route: '/en/unsubscribe?token=abc.def' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(sent('POST /unsubscribe')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ann@example.com will no longer receive new-program alerts.');
    expect(sent('POST /unsubscribe')).toEqual([{ method: 'POST', path: '/unsubscribe', body: { token: 'abc.def' } }]);
    expect(screen.getByRole('link', { name: 'Change your mail preferences in your profile' })).toHaveAttribute(
      'href',
      '/en/profile',
    );
  });

  it('confirms the newsletter in Chinese', async () => {
    mockApi({ 'POST /newsletter/confirm': () => json(200, { list: 'newsletter', email: 'an@example.com' }) });
    renderWithProviders(<NewsletterConfirmPage />, { route: '/zh-hans/newsletter/confirm?token=t', lang: 'zh-hans' });
    await userEvent.click(await screen.findByRole('button', { name: '确认订阅' }));
    expect(await screen.findByRole('status')).toHaveTextContent('an@example.com 已开始接收 CTA Atlas 新闻简报');
  });

  it('explains an altered or expired link instead of failing', async () => {
    mockApi({
      'POST /newsletter/confirm': () => json(400, { code: 'link_expired', message: 'expired', fields: {} }),
    });
    renderWithProviders(<NewsletterConfirmPage />, { route: '/en/newsletter/confirm?token=t' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired.');
  });

  it('refuses a link without its token and offers no button', async () => {
    const { sent } = mockApi({});
    renderWithProviders(<UnsubscribePage />, { route: '/en/unsubscribe' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(sent('POST /unsubscribe')).toHaveLength(0);
  });
});

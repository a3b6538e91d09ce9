import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VerificationProps } from '@/lib/inquiries';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders } from '@/test/render';
import { NewsletterPage } from './NewsletterPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const solution = { algorithm: 'SHA-256', challenge: 'c', number: 3, salt: 's', signature: 'x' };

/** Stands in for the auth feature's box: ticking it solves at once. */
function HumanVerification({ onChange, error, id }: VerificationProps) {
  return (
    <div>
      <input
        type="checkbox"
        id={id}
        aria-label="I'm not a robot"
        onChange={() => {
          onChange(solution);
        }}
      />
      {error && <p>{error}</p>}
    </div>
  );
}

describe('NewsletterPage', () => {
  it('asks for an address and the verification before sending anything', async () => {
    const { sent } = mockApi({ 'POST /newsletter/subscriptions': () => new Response(null, { status: 202 }) });
    renderWithProviders(<NewsletterPage Verification={HumanVerification} />, { route: '/en/newsletter' });
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Required');
    expect(screen.getByText('Please verify you are human')).toBeInTheDocument();
    expect(sent('POST /newsletter/subscriptions')).toHaveLength(0);
  });

  it('sends the address in the page language and says a confirmation mail follows', async () => {
    const { sent } = mockApi({ 'POST /newsletter/subscriptions': () => new Response(null, { status: 202 }) });
    renderWithProviders(<NewsletterPage Verification={HumanVerification} />, { route: '/zh-hans/newsletter', lang: 'zh-hans' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /电子邮箱|邮箱/ }), ' an@example.com ');
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: '订阅' }));
    expect(await screen.findByRole('status')).toHaveTextContent('几分钟内它将收到一封附有确认链接的邮件');
    expect(sent('POST /newsletter/subscriptions')).toEqual([
      {
        method: 'POST',
        path: '/newsletter/subscriptions',
        body: { email: 'an@example.com', language: 'zh-hans', verification: solution },
      },
    ]);
  });

  it('shows the server’s field message', async () => {
    mockApi({
      'POST /newsletter/subscriptions': () =>
        json(422, { code: 'validation_failed', message: 'invalid', fields: { email: 'invalidEmail' } }),
    });
    renderWithProviders(<NewsletterPage Verification={HumanVerification} />, { route: '/en/newsletter' });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'a@b.co');
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VerificationProps } from '@/lib/inquiries';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInMember } from '@/test/render';
import { ContactUsPage } from './ContactUsPage';
import { thankYouMs } from './model/inquiry-form';

afterEach(() => {
  vi.useRealTimers();
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

const profile = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'member@example.com',
  phone: '312-555-0100',
  phonePrefix: '+1',
};

function api(send: () => Response = () => new Response(null, { status: 204 })) {
  return mockApi({
    'GET /me/profile': () => json(200, profile),
    'POST /contact-messages': send,
  });
}

describe('ContactUsPage', () => {
  it('asks a visitor for every required field and the verification, and sends nothing', async () => {
    const { sent } = api();
    renderWithProviders(<ContactUsPage Verification={HumanVerification} />, { route: '/en/contact-us' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveAccessibleDescription('Required');
    expect(screen.getByText('Please verify you are human')).toBeVisible();
    expect(sent('POST /contact-messages')).toHaveLength(0);
  });

  it('sends a visitor’s message with the solved verification', async () => {
    const { sent } = api();
    renderWithProviders(<ContactUsPage Verification={HumanVerification} />, { route: '/en/contact-us' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Bo');
    await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Li');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'bo@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hi');
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(/Your message has been sent/)).toBeVisible();
    expect(sent('POST /contact-messages')[0]?.body).toMatchObject({ email: 'bo@example.com', verification: solution });
  });

  it('fills in a member’s details, sends without verification, thanks them for 30 s and starts over', async () => {
    const { sent } = api();
    renderWithProviders(<ContactUsPage Verification={HumanVerification} />, {
      route: '/en/contact-us',
      session: signedInMember,
    });
    const first = await screen.findByRole('textbox', { name: /First Name/ });
    expect(first).toHaveValue('Ann');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('member@example.com');
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).not.toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'How do I list my company?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(/Your message has been sent/)).toBeVisible();
    expect(sent('POST /contact-messages')[0]?.body).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'member@example.com',
      phone: '312-555-0100',
      message: 'How do I list my company?',
      verification: null,
    });
    act(() => {
      vi.advanceTimersByTime(thankYouMs - 1000);
    });
    expect(screen.getByText(/Your message has been sent/)).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    });
    expect(screen.queryByText(/Your message has been sent/)).not.toBeInTheDocument();
  });

  it('shows the server’s field messages and its refusals', async () => {
    let answer = json(422, { code: 'validation_failed', message: 'x', fields: { email: 'invalidEmail' } });
    api(() => answer);
    renderWithProviders(<ContactUsPage Verification={HumanVerification} />, {
      route: '/en/contact-us',
      session: signedInMember,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );

    answer = json(429, { code: 'rate_limited', message: 'x' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });
});

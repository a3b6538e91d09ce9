import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VerificationSolution } from '@/lib/proof-of-work';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders } from '@/test/render';
import { easyChallenge } from '@/test/verification';
import { HumanVerification } from './HumanVerification';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HumanVerification', () => {
  it('fetches a challenge when ticked, solves it and hands the solution to the form', async () => {
    const challenge = easyChallenge(7);
    const api = mockApi({ 'GET /verification/challenge': () => json(200, challenge) });
    const onChange = vi.fn<(solution: VerificationSolution | null) => void>();
    renderWithProviders(<HumanVerification onChange={onChange} />);

    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    expect(box).not.toBeChecked();
    await userEvent.click(box);

    await waitFor(() => {
      expect(box).toBeChecked();
    });
    expect(box).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
    expect(onChange).toHaveBeenCalledWith({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 7,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(api.sent('GET /verification/challenge')).toHaveLength(1);
  });

  it('says it is verifying while it works', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET /verification/challenge': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWithProviders(<HumanVerification onChange={() => undefined} />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('status')).toHaveTextContent('Verifying…');
    expect(screen.getByRole('checkbox')).toBeDisabled();
    answer(json(200, easyChallenge()));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('Verified');
    });
  });

  it('starts over, unticked, when the form changes its reset key', async () => {
    mockApi({ 'GET /verification/challenge': () => json(200, easyChallenge()) });
    const { rerender } = renderWithProviders(<HumanVerification resetKey={0} onChange={() => undefined} />);
    await userEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => {
      expect(screen.getByRole('checkbox')).toBeChecked();
    });

    rerender(<HumanVerification resetKey={1} onChange={() => undefined} error="Verification expired" />);
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    expect(box).toHaveAccessibleDescription('Verification expired');
  });

  it('asks to try again when no challenge can be had', async () => {
    mockApi({ 'GET /verification/challenge': () => json(500, { code: 'internal_error', message: 'boom' }) });
    const onChange = vi.fn<(solution: VerificationSolution | null) => void>();
    renderWithProviders(<HumanVerification onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(await screen.findByText('Human verification failed. Please try again.')).toBeVisible();
    expect(screen.getByRole('checkbox')).toBeEnabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the form’s error under the box', () => {
    renderWithProviders(<HumanVerification onChange={() => undefined} error="Please verify you are human" />);
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please verify you are human');
  });
});

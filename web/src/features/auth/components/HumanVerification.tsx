import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '@/components/Spinner/Spinner';
import { useT } from '@/i18n/i18n-context';
import { fetchChallenge } from '@/features/auth/api/verification';
import { cx } from '@/lib/class-names';
import { solveChallenge, type VerificationSolution } from '@/lib/proof-of-work';
import '@/components/Form/Field.css';
import './HumanVerification.css';

export interface HumanVerificationProps {
  /** The solution once solved; null while there is none. */
  onChange: (solution: VerificationSolution | null) => void;
  /**
   * Changing it puts the widget back to its unticked state, e.g. after the server answered
   * `verificationFailed` (the solution expired or was spent). The form forgets its solution itself.
   */
  resetKey?: string | number;
  /** Translated message (`Please verify you are human`); marks the control invalid. */
  error?: string;
  /** Id of the checkbox, so an error summary can jump to it. */
  id?: string;
}

/**
 * The human-verification box ('I'm not a robot'): ticking it fetches a proof-of-work challenge
 * and solves it in this browser, without a third-party service. Solving takes a second or so of
 * hashing, which is what makes mass sign-ups expensive.
 */
export function HumanVerification({ resetKey, ...props }: HumanVerificationProps) {
  // A new key remounts the box: its state starts over and any solving in progress is abandoned.
  return <VerificationBox key={resetKey} {...props} />;
}

type Phase = 'idle' | 'verifying' | 'verified' | 'failed';

function VerificationBox({ onChange, error, id }: Omit<HumanVerificationProps, 'resetKey'>) {
  const t = useT();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [phase, setPhase] = useState<Phase>('idle');
  const running = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      running.current?.abort();
    },
    [],
  );

  const verify = async () => {
    const controller = new AbortController();
    running.current = controller;
    setPhase('verifying');
    try {
      const challenge = await fetchChallenge(controller.signal);
      const solution = await solveChallenge(challenge, { signal: controller.signal });
      if (solution) {
        setPhase('verified');
        onChange(solution);
      } else {
        setPhase('failed');
      }
    } catch {
      // An unmounted box has nobody left to tell.
      if (!controller.signal.aborted) setPhase('failed');
    }
  };

  const message = error ?? (phase === 'failed' ? t('auth.verificationFailed') : undefined);
  const errorId = message ? `${inputId}-error` : undefined;
  const status = phase === 'verifying' ? t('verification.verifying') : phase === 'verified' ? t('verification.verified') : '';

  return (
    <div className={cx('human-verification', message && 'human-verification--invalid')}>
      <div className="human-verification__box">
        <input
          type="checkbox"
          id={inputId}
          className="human-verification__checkbox"
          checked={phase === 'verified'}
          disabled={phase === 'verifying' || phase === 'verified'}
          aria-invalid={message ? true : undefined}
          aria-describedby={errorId}
          onChange={() => {
            void verify();
          }}
        />
        <label htmlFor={inputId} className="human-verification__label">
          {t('verification.label')}
        </label>
        {phase === 'verifying' && <Spinner size="sm" decorative />}
        <span className="human-verification__status" role="status">
          {status}
        </span>
      </div>
      {message && (
        <p id={errorId} className="field__error">
          {message}
        </p>
      )}
    </div>
  );
}

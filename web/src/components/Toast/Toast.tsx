import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '@/i18n/i18n-context';
import { cx } from '@/lib/class-names';
import type { ToastVariant } from './toast-context';

interface ToastProps {
  id: number;
  variant: ToastVariant;
  durationMs: number;
  /** Stable across renders, so adding a toast does not restart the others' timers. */
  onDismiss: (id: number) => void;
  children: ReactNode;
}

/** One toast. It waits while hovered or focused, so nobody loses a message they are reading. */
export function Toast({ id, variant, durationMs, onDismiss, children }: ToastProps) {
  const t = useT();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => {
      onDismiss(id);
    }, durationMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [paused, durationMs, onDismiss, id]);

  return (
    <li
      className={cx('toast', `toast--${variant}`)}
      onMouseEnter={() => {
        setPaused(true);
      }}
      onMouseLeave={() => {
        setPaused(false);
      }}
      onFocus={() => {
        setPaused(true);
      }}
      onBlur={() => {
        setPaused(false);
      }}
    >
      <div className="toast__message">{children}</div>
      <button type="button" className="toast__dismiss" aria-label={t('toast.dismiss')} onClick={() => {
          onDismiss(id);
        }}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

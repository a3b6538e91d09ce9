import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { toastDurationMs } from '@/config/ui';
import { useT } from '@/i18n/i18n-context';
import { Toast } from './Toast';
import { ToastContext, type ToastApi, type ToastVariant } from './toast-context';
import './Toast.css';

interface ToastItem {
  id: number;
  message: ReactNode;
  variant: ToastVariant;
  durationMs: number;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ToastApi['show']>((message, options = {}) => {
    const id = nextId.current++;
    const item: ToastItem = {
      id,
      message,
      variant: options.variant ?? 'success',
      durationMs: options.durationMs ?? toastDurationMs,
    };
    setToasts((current) => [...current, item]);
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {createPortal(
        // data-keep-live: stays reachable while a dialog is open (see useInertOutside), so a
        // 'Saved' toast after a dialog's action is still heard.
        <section className="toast-region" aria-label={t('toast.region')} data-keep-live="">
          <ul className="toast-list" aria-live="polite">
            {toasts.map((toast) => (
              <Toast
                key={toast.id}
                id={toast.id}
                variant={toast.variant}
                durationMs={toast.durationMs}
                onDismiss={dismiss}
              >
                {toast.message}
              </Toast>
            ))}
          </ul>
        </section>,
        document.body,
      )}
    </ToastContext>
  );
}

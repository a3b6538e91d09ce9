import { createContext, use, type ReactNode } from 'react';

export type ToastVariant = 'success' | 'info' | 'warning' | 'danger';

export interface ToastOptions {
  variant?: ToastVariant;
  /** How long the toast stays; 3 s by default, 5 s for group activation and saved searches. */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. The message may hold a link ('Search Saved!' → list). */
  show: (message: ReactNode, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}

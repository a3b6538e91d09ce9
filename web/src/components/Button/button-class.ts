import { cx } from '@/lib/class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md';

/** The button look, also for links that act as calls to action (Register, Log In). */
export function buttonClassName(
  variant: ButtonVariant = 'secondary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return cx('button', `button--${variant}`, `button--${size}`, extra);
}

import type { ComponentProps } from 'react';
import { Spinner } from '@/components/Spinner/Spinner';
import { cx } from '@/lib/class-names';
import { buttonClassName, type ButtonSize, type ButtonVariant } from './button-class';
import './Button.css';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Working state (saving, copying): shows a spinner and refuses further clicks. */
  loading?: boolean;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      // A plain button unless asked: a stray default "submit" inside a form submits it.
      type={type === 'submit' || type === 'reset' ? type : 'button'}
      className={buttonClassName(variant, size, cx(loading && 'button--loading', className))}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" decorative />}
      <span className="button__label">{children}</span>
    </button>
  );
}

import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import './Alert.css';

export type AlertVariant = 'danger' | 'warning' | 'info' | 'success';

interface AlertProps {
  /** `danger` is the red error alert. */
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Alert({ variant = 'danger', title, children, className }: AlertProps) {
  // Errors and warnings interrupt the reader; other messages wait their turn.
  const role = variant === 'danger' || variant === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} className={cx('alert', `alert--${variant}`, className)}>
      {title && <p className="alert__title">{title}</p>}
      {children && <div className="alert__body">{children}</div>}
    </div>
  );
}

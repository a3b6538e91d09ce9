import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import './Badge.css';

export type BadgeVariant = 'info' | 'warning' | 'danger' | 'success' | 'neutral';

interface BadgeProps {
  variant?: BadgeVariant;
  children: ReactNode;
  /** Makes the badge an action (an admin unlocks a user by clicking the lock badge). */
  onClick?: () => void;
  /** Accessible name of the action when the badge text alone does not say it. */
  actionLabel?: string;
}

/** Status marks: Pending (info), Archived (warning), Deleted (danger), Closed, Active (success). */
export function Badge({ variant = 'neutral', children, onClick, actionLabel }: BadgeProps) {
  const className = cx('badge', `badge--${variant}`, onClick && 'badge--action');
  if (onClick) {
    return (
      <button type="button" className={className} onClick={onClick} aria-label={actionLabel}>
        {children}
      </button>
    );
  }
  return <span className={className}>{children}</span>;
}

import { useT } from '@/i18n/i18n-context';
import { cx } from '@/lib/class-names';
import './Spinner.css';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced text; defaults to "Loading…". */
  label?: string;
  /** Inside a control that already says it is busy (a working button): hidden from readers. */
  decorative?: boolean;
}

export function Spinner({ size = 'md', label, decorative = false }: SpinnerProps) {
  const t = useT();
  const wheel = <span className={cx('spinner', `spinner--${size}`)} aria-hidden="true" />;
  if (decorative) return wheel;
  return (
    <span role="status" className="spinner-status">
      {wheel}
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
}

import type { ReactNode } from 'react';
import { Spinner } from '@/components/Spinner/Spinner';
import { cx } from '@/lib/class-names';
import './LoadingOverlay.css';

interface LoadingOverlayProps {
  active: boolean;
  children?: ReactNode;
  /** Announced text; defaults to "Loading…". */
  label?: string;
  /** Covers the whole window (generating a PDF) instead of only its children. */
  fullScreen?: boolean;
}

/** Dims content that is being (re)loaded and says so, keeping it in place to avoid jumps. */
export function LoadingOverlay({ active, children, label, fullScreen = false }: LoadingOverlayProps) {
  return (
    <div className="loading-overlay-host" aria-busy={active}>
      {children}
      {active && (
        <div className={cx('loading-overlay', fullScreen && 'loading-overlay--full-screen')}>
          <Spinner size="lg" label={label} />
        </div>
      )}
    </div>
  );
}

import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@/i18n/i18n-context';
import { cx } from '@/lib/class-names';
import { useScrollLock } from '@/lib/use-scroll-lock';
import { useFocusTrap } from './use-focus-trap';
import { useInertOutside } from './use-inert-outside';
import './Dialog.css';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned under the body. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus on open; defaults to the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A dialog that is working (saving) must not be dismissed half-way. */
  dismissible?: boolean;
}

/** A modal dialog: focus trapped inside, Escape closes, page behind inert and not scrollable. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  initialFocus,
  dismissible = true,
}: DialogProps) {
  const t = useT();
  const titleId = useId();
  const bodyId = useId();
  const layer = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(panel, open, initialFocus);
  useInertOutside(layer, open);
  useScrollLock(open);

  if (!open) return null;

  const close = () => {
    if (dismissible) onClose();
  };

  return createPortal(
    <div ref={layer} className="dialog-layer">
      <div className="dialog-backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        className={cx('dialog', `dialog--${size}`)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            // Only the top dialog closes: its parents in the React tree see no Escape.
            event.stopPropagation();
            close();
            return;
          }
          trapTab(event);
        }}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {dismissible && (
            <button
              type="button"
              className="dialog__close"
              aria-label={t('common.close')}
              onClick={close}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children && (
          <div id={bodyId} className="dialog__body">
            {children}
          </div>
        )}
        {footer && <div className="dialog__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

import { useRef } from 'react';
import { Button } from '@/components/Button/Button';
import { Dialog } from '@/components/Dialog/Dialog';
import { useT } from '@/i18n/i18n-context';

interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to 'Are you sure you want to delete this?'. */
  message?: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is running: Yes shows a spinner and the dialog cannot be dismissed. */
  working?: boolean;
}

/** Asks before a destructive action (removal from a table, deletion) with Yes / No. */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  message,
  title,
  confirmLabel,
  cancelLabel,
  working = false,
}: ConfirmDialogProps) {
  const t = useT();
  // The safe answer has focus, so a hasty Enter does not delete anything.
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title ?? t('confirm.title')}
      role="alertdialog"
      size="sm"
      initialFocus={cancel}
      dismissible={!working}
      footer={
        <>
          <Button ref={cancel} onClick={onCancel} disabled={working}>
            {cancelLabel ?? t('confirm.no')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={working}>
            {confirmLabel ?? t('confirm.yes')}
          </Button>
        </>
      }
    >
      <p>{message ?? t('confirm.delete')}</p>
    </Dialog>
  );
}

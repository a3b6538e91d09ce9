import { useEffect, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { useT } from '@/i18n/i18n-context';
import { useBlocker } from '@/lib/router/Router';

export interface UnsavedChanges {
  /** The notice, to render with the form: a dialog shown while a navigation waits for an answer. */
  notice: ReactNode;
}

/**
 * Spec: the unsaved-changes notice. While `dirty`, leaving by a link, a redirect or Back asks
 * first (Stay keeps the edits, Leave discards them), and leaving the site or reloading gets the
 * browser's own question (browsers show their wording, not ours). A form passes false while it
 * saves, so the screen may move on once the save is done.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const t = useT();
  const held = useBlocker(dirty);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      window.removeEventListener('beforeunload', ask);
    };
  }, [dirty]);
  const notice = (
    <ConfirmDialog
      open={held !== null}
      title={t('unsavedChanges.title')}
      message={t('common.unsavedChanges')}
      confirmLabel={t('unsavedChanges.leave')}
      cancelLabel={t('unsavedChanges.stay')}
      onConfirm={() => held?.proceed()}
      onCancel={() => held?.stay()}
    />
  );
  return { notice };
}

import { useId, useRef, useState } from 'react';
import { Button } from '@/components/Button/Button';
import { Dialog } from '@/components/Dialog/Dialog';
import { Spinner } from '@/components/Spinner/Spinner';
import { useToast } from '@/components/Toast/toast-context';
import { useT } from '@/i18n/i18n-context';
import { downloadFile, reportErrorKey, type BlobAnswer } from '@/lib/file-download';
import './PrintButton.css';

interface PrintButtonProps {
  /** Asks the server for the PDF; `signal` aborts it when the reader cancels. */
  request: (signal: AbortSignal) => Promise<BlobAnswer>;
  /** The file's name when the server gives none. */
  fallbackName: string;
  /** Why there is nothing to print yet: the button is disabled and says so. */
  disabledReason?: string;
}

/**
 * Print: asks the server for a PDF report and downloads it. Spec: a 'generating PDF' modal shows
 * while the server renders it; the button waits until the download has started or failed.
 */
export function PrintButton({ request, fallbackName, disabledReason }: PrintButtonProps) {
  const t = useT();
  const toast = useToast();
  const reasonId = useId();
  const [working, setWorking] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const print = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setWorking(true);
    try {
      await downloadFile(request(controller.signal), fallbackName);
    } catch (error) {
      // A cancelled report is the reader's own choice: nothing to tell them.
      if (!controller.signal.aborted) toast.show(t(reportErrorKey(error)), { variant: 'danger', durationMs: 6000 });
    } finally {
      abort.current = null;
      setWorking(false);
    }
  };

  return (
    <>
      <Button
        size="sm"
        disabled={disabledReason !== undefined}
        // Not `disabled` while working: a disabled button drops focus, and the modal gives focus
        // back to the button that opened it.
        aria-disabled={working || undefined}
        aria-describedby={disabledReason === undefined ? undefined : reasonId}
        title={disabledReason}
        onClick={() => {
          if (!working) void print();
        }}
      >
        {t('print.print')}
      </Button>
      {disabledReason !== undefined && (
        <span id={reasonId} className="visually-hidden">
          {disabledReason}
        </span>
      )}
      <Dialog
        open={working}
        size="sm"
        title={t('print.generatingTitle')}
        onClose={() => abort.current?.abort()}
        footer={
          <Button size="sm" onClick={() => abort.current?.abort()}>
            {t('members.cancel')}
          </Button>
        }
      >
        <div className="print-progress">
          <Spinner size="lg" decorative />
          <p>{t('print.generatingText')}</p>
        </div>
      </Dialog>
    </>
  );
}

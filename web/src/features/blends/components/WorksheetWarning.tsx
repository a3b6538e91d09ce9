import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from '@/lib/router/Router';
import { Button } from '@/components/Button/Button';
import { Dialog } from '@/components/Dialog/Dialog';
import { useToast } from '@/components/Toast/toast-context';
import { paths } from '@/config/paths';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { isUnsavedWorksheet, readFreshBlend } from '@/features/blends/api/blends';

interface WorksheetWarningProps {
  open: boolean;
  working: boolean;
  onProceed: () => void;
  onCancel: () => void;
}

/**
 * Spec: creating or loading another blend while the worksheet is unsaved warns that the change
 * deletes it, offering to view the current worksheet or to delete it and proceed.
 */
export function WorksheetWarning({ open, working, onProceed, onCancel }: WorksheetWarningProps) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t('members.unsavedTitle')}
      role="alertdialog"
      size="sm"
      dismissible={!working}
      footer={
        <>
          <Button
            disabled={working}
            onClick={() => {
              navigate(localizePath(lang, paths.blender));
            }}
          >
            {t('members.viewWorksheet')}
          </Button>
          <Button variant="danger" loading={working} onClick={onProceed}>
            {t('members.deleteAndProceed')}
          </Button>
        </>
      }
    >
      <p>{t('members.unsavedWarning')}</p>
    </Dialog>
  );
}

/**
 * Runs a blend switch (create new, load) after the spec's warning when the current blend is an
 * unsaved worksheet; `dialog` must be rendered by the caller.
 */
export function useWorksheetGuard(email: string): {
  guard: (action: () => Promise<void>) => Promise<void>;
  dialog: ReactNode;
} {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<(() => Promise<void>) | null>(null);
  const [working, setWorking] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setWorking(true);
    try {
      await action();
      setPending(null);
    } catch (error) {
      toast.show(t(errorMessageKey(error)), { variant: 'danger' });
    } finally {
      setWorking(false);
    }
  };

  const guard = async (action: () => Promise<void>) => {
    try {
      const current = await readFreshBlend(queryClient, email, 'current');
      if (isUnsavedWorksheet(current)) {
        // A function in state must be wrapped, or React would call it as an updater.
        setPending(() => action);
        return;
      }
    } catch (error) {
      toast.show(t(errorMessageKey(error)), { variant: 'danger' });
      return;
    }
    await run(action);
  };

  return {
    guard,
    dialog: (
      <WorksheetWarning
        open={pending !== null}
        working={working}
        onProceed={() => {
          if (pending) void run(pending);
        }}
        onCancel={() => {
          setPending(null);
        }}
      />
    ),
  };
}

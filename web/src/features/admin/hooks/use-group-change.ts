import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useToast } from '@/components/Toast/toast-context';
import { errorMessageKey } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';

interface Success {
  message: ReactNode;
  durationMs?: number;
}

/**
 * A change an administrator makes to a company from the list (activate, delete): while it runs
 * `working` names it, so only its button shows a spinner and the others wait. Afterwards, whether
 * it worked or was refused (the list was stale), every administration list (the company may be on
 * the CTAs and the Pending tabs) and the company's own page are read again, and a toast says how
 * it went.
 */
export function useGroupChange() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [working, setWorking] = useState<string | null>(null);

  const run = useCallback(
    async (key: string, groupUri: string, send: () => Promise<unknown>, success: Success): Promise<boolean> => {
      setWorking(key);
      try {
        await send();
        toast.show(success.message, { variant: 'success', durationMs: success.durationMs });
        return true;
      } catch (error) {
        toast.show(t(errorMessageKey(error)), { variant: 'danger' });
        return false;
      } finally {
        setWorking(null);
        void queryClient.invalidateQueries({ queryKey: ['admin'] });
        void queryClient.invalidateQueries({ queryKey: ['groups', groupUri] });
      }
    },
    [t, toast, queryClient],
  );

  return { run, working };
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/Toast/toast-context';
import { errorMessageKey } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { adminProgramsKey, removeProgram, type AdminProgram } from '@/features/admin/api/programs';

/**
 * The administrators' remove-program action: `ask` opens the confirmation for a program,
 * `confirm` deletes it, says so, and fetches the lists again (also after a refusal, which means
 * the row was stale); `cancel` closes the question.
 */
export function useProgramRemoval() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<AdminProgram | null>(null);
  const [working, setWorking] = useState(false);

  const confirm = async () => {
    if (!asking) return;
    setWorking(true);
    try {
      await removeProgram(asking.groupUri, asking.programUri);
      toast.show(t('admin.programRemoved', { program: asking.programName }), { variant: 'success' });
    } catch (error) {
      toast.show(t(errorMessageKey(error)), { variant: 'danger' });
    } finally {
      // The company's page and the program's own page cached the program's status too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProgramsKey }),
        queryClient.invalidateQueries({ queryKey: ['groups', asking.groupUri] }),
      ]);
      setWorking(false);
      setAsking(null);
    }
  };

  return {
    asking,
    working,
    ask: setAsking,
    confirm,
    cancel: () => {
      setAsking(null);
    },
  };
}

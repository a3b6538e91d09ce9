import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/components/Toast/toast-context';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { adminUserQuery, adminUsersKey, userListKey, type AdminUser } from '@/features/admin/api/users';

/**
 * A change an administrator makes to an account (a role granted or taken, an unlock): while it
 * runs `working` names it, so only its control shows a spinner and the others wait. The record
 * the server answers replaces the cached one, the list is fetched again, and a toast says how it
 * went ('Roles updated', or the server's refusal translated).
 */
export function useUserChange() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [working, setWorking] = useState<string | null>(null);

  const run = async (key: string, send: () => Promise<AdminUser>, success: MessageKey): Promise<boolean> => {
    setWorking(key);
    try {
      const user = await send();
      queryClient.setQueryData(adminUserQuery(user.userId).queryKey, user);
      void queryClient.invalidateQueries({ queryKey: userListKey });
      toast.show(t(success), { variant: 'success' });
      return true;
    } catch (error) {
      toast.show(t(errorMessageKey(error)), { variant: 'danger' });
      // The list or the record was stale (the account is gone, the role changed): show what is stored.
      void queryClient.invalidateQueries({ queryKey: adminUsersKey });
      return false;
    } finally {
      setWorking(null);
    }
  };

  return { run, working };
}

import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Adding a user: /admin/users/add. For now the screen shows its title; its feature work fills it in. */
export function AdminUserAddPage() {
  const t = useT();
  return <Page title={t('screens.adminUserAdd')} />;
}

import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Editing a user and its sub-tabs: /admin/users/{userId}[/{tab}]. For now the screen shows its title; its feature work fills it in. */
export function AdminUserPage() {
  const t = useT();
  return <Page title={t('screens.adminUser')} />;
}

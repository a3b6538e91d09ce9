import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Adding a CTA: /admin/groups/add. For now the screen shows its title; its feature work fills it in. */
export function AdminGroupAddPage() {
  const t = useT();
  return <Page title={t('screens.adminGroupAdd')} />;
}

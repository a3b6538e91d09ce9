import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Administration and its tabs: /admin[/{tab}[/{id}]]. For now the screen shows its title; its feature work fills it in. */
export function AdminPage() {
  const t = useT();
  return <Page title={t('screens.admin')} />;
}

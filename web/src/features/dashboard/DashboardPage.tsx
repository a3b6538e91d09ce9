import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** The member dashboard and its tabs: /tools/dashboard[/{tab}]. For now the screen shows its title; its feature work fills it in. */
export function DashboardPage() {
  const t = useT();
  return <Page title={t('screens.dashboard')} />;
}

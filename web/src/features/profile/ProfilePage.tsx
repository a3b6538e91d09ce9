import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** The account profile and password tabs: /profile[/{tab}]. For now the screen shows its title; its feature work fills it in. */
export function ProfilePage() {
  const t = useT();
  return <Page title={t('screens.profile')} />;
}

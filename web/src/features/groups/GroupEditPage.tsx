import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** The company edit form: /groups/{groupUri}/edit. For now the screen shows its title; its feature work fills it in. */
export function GroupEditPage() {
  const t = useT();
  return <Page title={t('screens.groupEdit')} />;
}

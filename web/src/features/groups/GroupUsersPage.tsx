import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** The users of a company (admin): /groups/{groupUri}/users. For now the screen shows its title; its feature work fills it in. */
export function GroupUsersPage() {
  const t = useT();
  return <Page title={t('screens.groupUsers')} />;
}

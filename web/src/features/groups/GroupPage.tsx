import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** A company's public profile: /groups/{groupUri}. For now the screen shows its title; its feature work fills it in. */
export function GroupPage() {
  const t = useT();
  return <Page title={t('screens.group')} />;
}

import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** The company logo upload: /groups/{groupUri}/logo. For now the screen shows its title; its feature work fills it in. */
export function GroupLogoPage() {
  const t = useT();
  return <Page title={t('screens.groupLogo')} />;
}

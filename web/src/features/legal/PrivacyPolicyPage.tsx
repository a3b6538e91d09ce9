import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Privacy policy: /privacy-policy. For now the screen shows its title; its feature work fills it in. */
export function PrivacyPolicyPage() {
  const t = useT();
  return <Page title={t('screens.privacyPolicy')} />;
}

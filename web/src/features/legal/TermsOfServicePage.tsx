import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Terms of service: /terms-of-service. For now the screen shows its title; its feature work fills it in. */
export function TermsOfServicePage() {
  const t = useT();
  return <Page title={t('screens.termsOfService')} />;
}

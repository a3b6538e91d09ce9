import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Contact form: /contact-us. For now the screen shows its title; its feature work fills it in. */
export function ContactUsPage() {
  const t = useT();
  return <Page title={t('screens.contactUs')} />;
}

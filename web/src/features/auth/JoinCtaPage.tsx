import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** CTA registration: /join/cta. For now the screen shows its title; its feature work fills it in. */
export function JoinCtaPage() {
  const t = useT();
  return <Page title={t('screens.joinCta')} />;
}

import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** A CTA Manager without a company adds one: /tools/add-cta. For now the screen shows its title; its feature work fills it in. */
export function AddCtaPage() {
  const t = useT();
  return <Page title={t('screens.addCta')} />;
}

import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** The CTA index list: /indexes. For now the screen shows its title; its feature work fills it in. */
export function IndexesPage() {
  const t = useT();
  return <Page title={t('screens.indexes')} />;
}

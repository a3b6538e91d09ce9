import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Programs approved within the last month: /managed-futures/new-listings. For now the screen shows its title; its feature work fills it in. */
export function NewListingsPage() {
  const t = useT();
  return <Page title={t('screens.newListings')} />;
}

import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** The member's saved blends: /tools/saved-blends. For now the screen shows its title; its feature work fills it in. */
export function SavedBlendsPage() {
  const t = useT();
  return <Page title={t('screens.savedBlends')} />;
}

import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** The member's watchlist: /tools/watchlist. For now the screen shows its title; its feature work fills it in. */
export function WatchlistPage() {
  const t = useT();
  return <Page title={t('screens.watchlist')} />;
}

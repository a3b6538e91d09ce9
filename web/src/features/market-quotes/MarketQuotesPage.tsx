import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Market quotes: /managed-futures/market-quotes. For now the screen shows its title; its feature work fills it in. */
export function MarketQuotesPage() {
  const t = useT();
  return <Page title={t('screens.marketQuotes')} />;
}

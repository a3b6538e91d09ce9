import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Monthly rankings of an index: /indexes/{portfolioUri}/rankings. For now the screen shows its title; its feature work fills it in. */
export function IndexRankingsPage() {
  const t = useT();
  return <Page title={t('screens.indexRankings')} />;
}

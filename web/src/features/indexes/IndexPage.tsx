import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** An index and its tabs: /indexes/{portfolioUri}[/{tab}]. For now the screen shows its title; its feature work fills it in. */
export function IndexPage() {
  const t = useT();
  return <Page title={t('screens.index')} />;
}

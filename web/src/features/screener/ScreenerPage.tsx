import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** The program screener: /managed-futures/performance. For now the screen shows its title; its feature work fills it in. */
export function ScreenerPage() {
  const t = useT();
  return <Page title={t('screens.performance')} />;
}

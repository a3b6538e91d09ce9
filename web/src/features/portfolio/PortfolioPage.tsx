import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** The member's portfolio: /tools/portfolio. For now the screen shows its title; its feature work fills it in. */
export function PortfolioPage() {
  const t = useT();
  return <Page title={t('screens.portfolio')} />;
}

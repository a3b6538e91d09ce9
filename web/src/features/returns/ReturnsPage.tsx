import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** The returns listing: /managed-futures/returns. For now the screen shows its title; its feature work fills it in. */
export function ReturnsPage() {
  const t = useT();
  return <Page title={t('screens.returns')} />;
}

import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** A program's page and its tabs: /groups/{groupUri}/programs/{programUri}[/{tab}]. For now the screen shows its title; its feature work fills it in. */
export function ProgramPage() {
  const t = useT();
  return <Page title={t('screens.program')} />;
}

import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** The program profile form: /groups/{groupUri}/programs/{programUri}/edit. For now the screen shows its title; its feature work fills it in. */
export function ProgramEditPage() {
  const t = useT();
  return <Page title={t('screens.programEdit')} />;
}

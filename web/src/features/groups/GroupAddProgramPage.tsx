import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Adding a program to a company: /groups/{groupUri}/add-program. For now the screen shows its title; its feature work fills it in. */
export function GroupAddProgramPage() {
  const t = useT();
  return <Page title={t('screens.groupAddProgram')} />;
}

import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Archived programs: /managed-futures/archived-programs. For now the screen shows its title; its feature work fills it in. */
export function ArchivedProgramsPage() {
  const t = useT();
  return <Page title={t('screens.archivedPrograms')} />;
}

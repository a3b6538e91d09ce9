import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { useT } from '@/i18n/i18n-context';
import { ProgramSection } from './ProgramSection';

interface Award {
  id: number;
}

/**
 * The program's awards from the CTA indexes' rankings. There are no indexes yet, so no program
 * has an award: the table shows the spec's empty text.
 */
export function BadgesTab() {
  const t = useT();
  const columns: Column<Award>[] = [
    { id: 'award', header: t('program.award'), cell: () => null },
    { id: 'index', header: t('program.awardIndex'), cell: () => null },
    { id: 'period', header: t('program.awardPeriod'), cell: () => null },
  ];
  const title = t('program.badges');
  return (
    <ProgramSection title={title}>
      <DataTable caption={title} columns={columns} rows={[]} rowKey={(award) => award.id} maxHeight="none" />
    </ProgramSection>
  );
}

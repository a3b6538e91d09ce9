import { PerformanceTable } from '@/components/PerformanceTable/PerformanceTable';
import { Section } from '@/components/Section/Section';
import { useT } from '@/i18n/i18n-context';
import type { ProgramDetail } from '@/features/programs/api/program';

/** Monthly returns year by month, with each year's return and worst drawdown. */
export function PerformanceTablesTab({ program }: { program: ProgramDetail }) {
  const t = useT();
  if (!program.statistics) return <p>{t('program.noReturns')}</p>;
  const title = t('program.performanceTable');
  return (
    <Section title={title}>
      <PerformanceTable table={program.statistics.performanceTable} caption={title} />
    </Section>
  );
}

import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { useLang, useT } from '@/i18n/i18n-context';
import { formatPercent, monthAbbreviation } from '@/lib/format';
import { performanceRows, type PerformanceCell, type PerformanceRow } from './performance-table';
import type { ProgramDetail } from './program-api';
import { ProgramSection } from './ProgramSection';

/** Monthly returns year by month, with each year's return and worst drawdown. */
export function PerformanceTablesTab({ program }: { program: ProgramDetail }) {
  const t = useT();
  const lang = useLang();
  if (!program.statistics) return <p>{t('program.noReturns')}</p>;
  const rows = performanceRows(program.statistics.performanceTable);
  const hasEstimates = rows.some((row) => row.months.some((cell) => cell?.estimated));
  const columns: Column<PerformanceRow>[] = [
    { id: 'year', header: t('program.year'), cell: (row) => row.year, rowHeader: true },
    ...Array.from(
      { length: 12 },
      (_, index): Column<PerformanceRow> => ({
        id: `month-${String(index + 1)}`,
        header: monthAbbreviation(index + 1, lang),
        cell: (row) => <MonthCell cell={row.months[index]} />,
        align: 'end',
      }),
    ),
    { id: 'ytd', header: t('program.periodYtd'), cell: (row) => formatPercent(row.ytd), align: 'end', className: 'program-table__total' },
    { id: 'maxDrawDown', header: t('program.yearMaxDrawdown'), cell: (row) => formatPercent(row.maxDrawDown), align: 'end' },
  ];
  const title = t('program.performanceTable');
  return (
    <ProgramSection title={title}>
      <DataTable caption={title} columns={columns} rows={rows} rowKey={(row) => row.year} />
      {hasEstimates && <p className="program-note">{t('program.estimatedNote')}</p>}
    </ProgramSection>
  );
}

/** A month's return; an estimate carries the 'E' mark the note below the table explains. Blank without a return. */
function MonthCell({ cell }: { cell: PerformanceCell | undefined }) {
  const t = useT();
  if (cell?.value === null || cell?.value === undefined) return null;
  return (
    <>
      {formatPercent(cell.value)}
      {cell.estimated && (
        <abbr className="program-estimated" title={t('program.estimated')}>
          {t('program.estimatedMark')}
        </abbr>
      )}
    </>
  );
}

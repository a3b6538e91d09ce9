import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { useLang, useT } from '@/i18n/i18n-context';
import type { ProgramStatistics } from '@/lib/engine';
import { formatPercent, monthAbbreviation } from '@/lib/format';
import { performanceRows, type PerformanceCell, type PerformanceRow } from './performance-table';
import './PerformanceTable.css';

interface PerformanceTableProps {
  /** The engine's year-by-month table (a program's or a blend's). */
  table: ProgramStatistics['performanceTable'];
  caption: string;
}

/** Monthly returns year by month, with each year's return and worst drawdown. */
export function PerformanceTable({ table, caption }: PerformanceTableProps) {
  const t = useT();
  const lang = useLang();
  const rows = performanceRows(table);
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
    { id: 'ytd', header: t('program.periodYtd'), cell: (row) => formatPercent(row.ytd), align: 'end', className: 'performance-table__total' },
    { id: 'maxDrawDown', header: t('program.yearMaxDrawdown'), cell: (row) => formatPercent(row.maxDrawDown), align: 'end' },
  ];
  return (
    <>
      <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.year} />
      {hasEstimates && <p className="performance-table__note">{t('program.estimatedNote')}</p>}
    </>
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
        <abbr className="performance-table__estimated" title={t('program.estimated')}>
          {t('program.estimatedMark')}
        </abbr>
      )}
    </>
  );
}

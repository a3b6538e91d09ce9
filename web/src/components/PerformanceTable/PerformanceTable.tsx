import { useMemo } from 'react';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { ReturnFigure } from '@/components/ReturnFigure/ReturnFigure';
import { useLang, useT } from '@/i18n/i18n-context';
import type { ProgramStatistics } from '@/lib/engine';
import { monthAbbreviation } from '@/lib/format';
import { performanceRows, samePerformanceRow, type PerformanceRow } from './performance-table';
import './PerformanceTable.css';

interface PerformanceTableProps {
  /** The engine's year-by-month table (a program's or a blend's). */
  table: ProgramStatistics['performanceTable'];
  caption: string;
}

/**
 * Monthly returns year by month, with each year's return and worst drawdown. The blender redraws
 * it on every edit: the columns stay the same and a cell is plain text (an estimate adds its
 * mark), so only the years whose figures read differently are rendered again.
 */
export function PerformanceTable({ table, caption }: PerformanceTableProps) {
  const t = useT();
  const lang = useLang();
  const rows = useMemo(() => performanceRows(table), [table]);
  const hasEstimates = rows.some((row) => row.estimated);
  const columns = useMemo((): Column<PerformanceRow>[] => {
    const mark = (
      <abbr className="performance-table__estimated" title={t('program.estimated')}>
        {t('program.estimatedMark')}
      </abbr>
    );
    return [
      { id: 'year', header: t('program.year'), cell: (row) => row.year, rowHeader: true },
      ...Array.from(
        { length: 12 },
        (_, index): Column<PerformanceRow> => ({
          id: `month-${String(index + 1)}`,
          header: monthAbbreviation(index + 1, lang),
          cell: (row) => {
            const figure = row.months[index];
            if (!figure) return null;
            return figure.estimated ? (
              <>
                <ReturnFigure text={figure.text} />
                {mark}
              </>
            ) : (
              <ReturnFigure text={figure.text} />
            );
          },
          align: 'end',
        }),
      ),
      {
        id: 'ytd',
        header: t('program.periodYtd'),
        cell: (row) => <ReturnFigure text={row.ytd} />,
        align: 'end',
        className: 'performance-table__total',
      },
      { id: 'maxDrawDown', header: t('program.yearMaxDrawdown'), cell: (row) => row.maxDrawDown, align: 'end' },
    ];
  }, [t, lang]);
  return (
    <>
      <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.year} sameRow={samePerformanceRow} />
      {hasEstimates && <p className="performance-table__note">{t('program.estimatedNote')}</p>}
    </>
  );
}

import { memo } from 'react';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { Section } from '@/components/Section/Section';
import { useT } from '@/i18n/i18n-context';
import { formatDecimal } from '@/lib/format';
import type { BlendResult } from '@/features/blends/model/blend-computer';
import { useSectionTiming } from '@/features/blends/hooks/use-section-timing';
import { matrixRows, type MatrixRow } from '@/features/blends/model/view-model';
import { membershipKey, type Worksheet } from '@/features/blends/model/worksheet';

interface CorrelationTabProps {
  worksheet: Worksheet;
  result: BlendResult;
}

/** Correlations depend on the programs only, never on amounts or leverage: redraw on membership. */
const sameMatrix = (a: CorrelationTabProps, b: CorrelationTabProps) =>
  membershipKey(a.worksheet) === membershipKey(b.worksheet) && a.result.status === b.result.status;

/** The correlation of every pair of the blend's programs over the months both have. */
export function CorrelationTab({ worksheet, result }: CorrelationTabProps) {
  // Committed with every result, though the matrix itself is redrawn only when it changes.
  useSectionTiming('correlation', result);
  return <CorrelationMatrix worksheet={worksheet} result={result} />;
}

const CorrelationMatrix = memo(function CorrelationMatrix({ worksheet, result }: CorrelationTabProps) {
  const t = useT();
  const title = t('blender.correlationMatrix');
  if (result.status !== 'ok') {
    return (
      <Section className="blender-section" title={title}>
        <p>{t('blender.noFigures')}</p>
      </Section>
    );
  }
  const rows = matrixRows(worksheet.orders, result.statistics.correlationsMatrix);
  const columns: Column<MatrixRow>[] = [
    { id: 'program', header: t('blender.programColumn'), cell: (row) => row.name, rowHeader: true },
    ...rows.map(
      (column, index): Column<MatrixRow> => ({
        id: `c-${String(column.programId)}`,
        header: <span title={column.name}>{String(index + 1)}</span>,
        cell: (row) => formatDecimal(row.values[index]),
        align: 'end',
      }),
    ),
  ];
  return (
    <Section className="blender-section" title={title}>
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.programId}
        maxHeight="none"
        className="blender-matrix"
      />
      <ol className="blender-matrix__legend">
        {rows.map((row) => (
          <li key={row.programId}>{row.name}</li>
        ))}
      </ol>
    </Section>
  );
}, sameMatrix);

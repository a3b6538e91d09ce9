import { memo, useMemo, useState } from 'react';
import { ChoiceButtons } from '@/components/ChoiceButtons/ChoiceButtons';
import { compareTitle } from '@/lib/compare';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import type { MessageKey } from '@/i18n/catalogs';
import { statisticRows, type PeriodStatistics } from '@/lib/statistic-rows';
import { useLang, useT } from '@/i18n/i18n-context';
import type { ProgramStatistics, ShownStatistics } from '@/lib/engine';
import { missingValue } from '@/lib/format';
import type { BlendResult } from '@/features/blends/model/blend-computer';
import { BlenderSection } from './BlenderSection';
import { useSectionTiming } from '@/features/blends/hooks/use-section-timing';
import type { Comparisons } from '@/features/blends/hooks/use-comparisons';

type Frequency = 'monthly' | 'annual';

interface ComparedColumn {
  key: string;
  title: string;
  statistics: ProgramStatistics | undefined;
}

/** A statistic with its figure for the blend, then for each compared series, as shown. */
interface StatisticsRow {
  key: MessageKey;
  values: string[];
}

const sameStatisticsRow = (before: StatisticsRow, after: StatisticsRow) =>
  before.key === after.key &&
  before.values.length === after.values.length &&
  before.values.every((value, index) => value === after.values[index]);

function shownValues(statistics: Pick<ShownStatistics, 'statisticsRatios'> | undefined, frequency: Frequency): string[] {
  const block: PeriodStatistics | undefined =
    statistics && (frequency === 'monthly' ? statistics.statisticsRatios.monthlyStats : statistics.statisticsRatios.annualStats);
  return statisticRows.map((row) => (block ? row.value(block) : missingValue));
}

/**
 * The blend's monthly or annual statistics beside those of the compared series. An edit moves
 * the blend's column only: the columns and the compared figures are kept, and rows are compared
 * by what they show, so only the statistics that read differently are rendered again.
 */
export const BlendStatisticsTab = memo(function BlendStatisticsTab({
  result,
  comparisons,
}: {
  result: BlendResult;
  comparisons: Comparisons;
}) {
  const t = useT();
  const lang = useLang();
  const [frequency, setFrequency] = useState<Frequency>('monthly');
  useSectionTiming('statistics', result);
  const compared = useMemo(
    (): ComparedColumn[] =>
      comparisons.series.flatMap((series) =>
        series
          ? [{ key: `${series.kind}-${String(series.id)}`, title: compareTitle(series, lang), statistics: comparisons.statisticsOf(series) }]
          : [],
      ),
    [comparisons, lang],
  );
  const comparedValues = useMemo(() => compared.map((column) => shownValues(column.statistics, frequency)), [compared, frequency]);
  const blendValues = shownValues(result.status === 'ok' ? result.statistics.statistics : undefined, frequency);
  const rows = statisticRows.map(
    (row, index): StatisticsRow => ({
      key: row.key,
      values: [blendValues, ...comparedValues].map((values) => values[index] ?? missingValue),
    }),
  );
  const columns = useMemo(
    (): Column<StatisticsRow>[] => [
      { id: 'name', header: t('program.statistic'), cell: (row) => t(row.key), rowHeader: true },
      ...[{ key: 'blend', title: t('blender.blendLine') }, ...compared].map(
        (column, index): Column<StatisticsRow> => ({
          id: column.key,
          header: column.title,
          cell: (row) => row.values[index],
          align: 'end',
        }),
      ),
    ],
    [t, compared],
  );
  const title = t('blender.statistics');
  return (
    <BlenderSection
      title={title}
      tools={
        <ChoiceButtons
          label={t('program.frequency')}
          choices={[
            { value: 'monthly', label: t('program.monthly') },
            { value: 'annual', label: t('program.annual') },
          ]}
          value={frequency}
          onChange={setFrequency}
        />
      }
    >
      <DataTable caption={title} columns={columns} rows={rows} rowKey={(row) => row.key} sameRow={sameStatisticsRow} maxHeight="none" />
    </BlenderSection>
  );
});

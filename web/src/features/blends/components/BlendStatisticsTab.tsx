import { memo, useState } from 'react';
import { ChoiceButtons } from '@/components/ChoiceButtons/ChoiceButtons';
import { compareTitle } from '@/lib/compare';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { statisticRows, type PeriodStatistics, type StatisticRow } from '@/lib/statistic-rows';
import { useLang, useT } from '@/i18n/i18n-context';
import type { ProgramStatistics } from '@/lib/engine';
import { missingValue } from '@/lib/format';
import type { BlendResult } from '@/features/blends/model/blend-computer';
import { BlenderSection } from './BlenderSection';
import { useSectionTiming } from '@/features/blends/hooks/use-section-timing';
import type { Comparisons } from '@/features/blends/hooks/use-comparisons';

type Frequency = 'monthly' | 'annual';

interface StatisticsColumn {
  key: string;
  title: string;
  statistics: ProgramStatistics | undefined;
}

/** The blend's monthly or annual statistics beside those of the compared series. */
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
  const block = (statistics: ProgramStatistics | undefined): PeriodStatistics | undefined =>
    statistics && (frequency === 'monthly' ? statistics.statisticsRatios.monthlyStats : statistics.statisticsRatios.annualStats);
  const series: StatisticsColumn[] = [
    { key: 'blend', title: t('blender.blendLine'), statistics: result.status === 'ok' ? result.statistics.statistics : undefined },
    ...comparisons.series.flatMap((compared) =>
      compared
        ? [{ key: `${compared.kind}-${String(compared.id)}`, title: compareTitle(compared, lang), statistics: comparisons.statisticsOf(compared) }]
        : [],
    ),
  ];
  const columns: Column<StatisticRow>[] = [
    { id: 'name', header: t('program.statistic'), cell: (row) => t(row.key), rowHeader: true },
    ...series.map(
      (column): Column<StatisticRow> => ({
        id: column.key,
        header: column.title,
        cell: (row) => {
          const stats = block(column.statistics);
          return stats ? row.value(stats) : missingValue;
        },
        align: 'end',
      }),
    ),
  ];
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
      <DataTable caption={title} columns={columns} rows={statisticRows} rowKey={(row) => row.key} maxHeight="none" />
    </BlenderSection>
  );
});

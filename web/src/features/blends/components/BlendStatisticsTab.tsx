import { memo, useMemo, useState } from 'react';
import { compareTitle } from '@/lib/compare';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import type { MessageKey } from '@/i18n/catalogs';
import { FrequencyChoice } from '@/components/SeriesStatistics/SeriesStatistics';
import { Section } from '@/components/Section/Section';
import { statisticRows, statisticsAt, type StatisticsFrequency } from '@/lib/statistic-rows';
import { useLang, useT } from '@/i18n/i18n-context';
import type { ProgramStatistics, ShownStatistics } from '@/lib/engine';
import { missingValue } from '@/lib/format';
import type { BlendResult } from '@/features/blends/model/blend-computer';
import { useSectionTiming } from '@/features/blends/hooks/use-section-timing';
import { figuresPeriod } from '@/features/blends/model/view-model';
import type { Comparisons } from '@/features/blends/hooks/use-comparisons';
import type { BlendBenchmark, BlendOrder } from '@/features/blends/api/blends';
import { BlendRiskMeasures } from './BlendRiskMeasures';

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

function shownValues(statistics: Pick<ShownStatistics, 'statisticsRatios'> | undefined, frequency: StatisticsFrequency): string[] {
  const block = statistics && statisticsAt(statistics.statisticsRatios, frequency);
  return statisticRows.map((row) => (block ? row.value(block) : missingValue));
}

/**
 * The blend's monthly or annual statistics beside those of the compared series over the same
 * months, then its risk measures beside its programs' and the S&P 500's. An edit moves the
 * blend's column only: the columns and the compared figures are kept, and rows are compared by
 * what they show, so only the statistics that read differently are rendered again.
 */
export const BlendStatisticsTab = memo(function BlendStatisticsTab({
  result,
  comparisons,
  orders,
  benchmark,
}: {
  result: BlendResult;
  comparisons: Comparisons;
  /** The blend's programs, for their risk measures' columns. */
  orders: readonly BlendOrder[];
  benchmark: BlendBenchmark;
}) {
  const t = useT();
  const lang = useLang();
  const [frequency, setFrequency] = useState<StatisticsFrequency>('monthly');
  useSectionTiming('statistics', result);
  // The compared series are taken over the blend's months: only a change of those (not of an
  // amount) computes their statistics again.
  const period = result.status === 'ok' ? figuresPeriod(result.statistics.statistics.vami) : undefined;
  const first = period?.first;
  const last = period?.last;
  const compared = useMemo(
    (): ComparedColumn[] =>
      comparisons.series.flatMap((series) =>
        series
          ? [
              {
                key: `${series.kind}-${String(series.id)}`,
                title: compareTitle(series, lang),
                statistics:
                  first === undefined || last === undefined ? undefined : comparisons.statisticsOf(series, { first, last }),
              },
            ]
          : [],
      ),
    [comparisons, lang, first, last],
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
    <>
      <Section
        className="blender-section"
        title={title}
        tools={<FrequencyChoice value={frequency} onChange={setFrequency} />}
      >
        <DataTable caption={title} columns={columns} rows={rows} rowKey={(row) => row.key} sameRow={sameStatisticsRow} maxHeight="none" />
      </Section>
      <BlendRiskMeasures result={result} orders={orders} benchmark={benchmark} period={period} riskMeasuresOf={comparisons.riskMeasuresOf} />
    </>
  );
});

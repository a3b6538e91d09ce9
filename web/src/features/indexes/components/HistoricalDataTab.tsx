import { PerformanceTable } from '@/components/PerformanceTable/PerformanceTable';
import { Section } from '@/components/Section/Section';
import {
  ConsecutiveRuns,
  DrawdownReport,
  PeriodReturns,
  StatisticsBlock,
  TimeWindows,
} from '@/components/SeriesStatistics/SeriesStatistics';
import { useLang, useT } from '@/i18n/i18n-context';
import type { ProgramStatistics } from '@/lib/engine';
import type { IndexDetail } from '@/features/indexes/api/indexes';
import { indexName } from '@/features/indexes/model/index-rule';

/**
 * The index's months year by year (estimated months marked), its returns over the usual periods
 * against the S&P 500, and its statistics as a program's page shows them.
 */
export function HistoricalDataTab({ index, statistics }: { index: IndexDetail; statistics: ProgramStatistics }) {
  const t = useT();
  const lang = useLang();
  const title = t('indexes.monthlyReturns');
  return (
    <>
      <Section title={title}>
        <PerformanceTable table={statistics.performanceTable} caption={title} />
      </Section>
      <PeriodReturns name={indexName(index, lang)} report={statistics.periodReturns} />
      <div className="section-columns">
        <StatisticsBlock statistics={statistics} />
        <ConsecutiveRuns statistics={statistics} />
      </div>
      <TimeWindows windows={statistics.timeWindows} />
      <DrawdownReport episodes={statistics.drawDownReport} />
    </>
  );
}

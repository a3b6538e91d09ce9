import { PerformanceTable } from '@/components/PerformanceTable/PerformanceTable';
import { Section } from '@/components/Section/Section';
import {
  ConsecutiveRuns,
  DrawdownReport,
  PeriodReturns,
  StatisticsBlock,
  TimeWindows,
} from '@/components/SeriesStatistics/SeriesStatistics';
import { CrisisPeriods, RollingRiskCharts, SeriesRiskMeasures } from '@/components/SeriesStatistics/RiskStatistics';
import { useLang, useT } from '@/i18n/i18n-context';
import type { ProgramStatistics } from '@/lib/engine';
import type { IndexDetail } from '@/features/indexes/api/indexes';
import { indexName } from '@/features/indexes/model/index-rule';

/**
 * The index's months year by year (estimated months marked), its returns over the usual periods
 * against the S&P 500, and its statistics, risk measures and crisis periods as a program's page
 * shows them.
 */
export function HistoricalDataTab({ index, statistics }: { index: IndexDetail; statistics: ProgramStatistics }) {
  const t = useT();
  const lang = useLang();
  const title = t('indexes.monthlyReturns');
  const name = indexName(index, lang);
  return (
    <>
      <Section title={title}>
        <PerformanceTable table={statistics.performanceTable} caption={title} />
      </Section>
      <PeriodReturns name={name} report={statistics.periodReturns} />
      <div className="section-columns">
        <StatisticsBlock statistics={statistics} />
        <ConsecutiveRuns statistics={statistics} />
      </div>
      <TimeWindows windows={statistics.timeWindows} />
      <DrawdownReport episodes={statistics.drawDownReport} />
      <SeriesRiskMeasures measures={statistics.riskMeasures} />
      <CrisisPeriods name={name} crises={statistics.riskMeasures.crises} />
      <RollingRiskCharts rolling={statistics.rollingRisk} />
    </>
  );
}

import { ConsecutiveRuns, DrawdownReport, StatisticsBlock, TimeWindows } from '@/components/SeriesStatistics/SeriesStatistics';
import { CrisisPeriods, RollingRiskCharts, SeriesRiskMeasures } from '@/components/SeriesStatistics/RiskStatistics';
import { useT } from '@/i18n/i18n-context';
import type { ProgramDetail } from '@/features/programs/api/program';

/**
 * The statistics block, returns over time windows, the drawdowns, the runs of gains and losses,
 * the risk measures, the crisis periods and the rolling risk charts.
 */
export function StatisticsTab({ program }: { program: ProgramDetail }) {
  const t = useT();
  if (!program.statistics) return <p>{t('program.noReturns')}</p>;
  return (
    <>
      <div className="section-columns">
        <StatisticsBlock statistics={program.statistics} />
        <ConsecutiveRuns statistics={program.statistics} />
      </div>
      <TimeWindows windows={program.statistics.timeWindows} />
      <DrawdownReport episodes={program.statistics.drawDownReport} />
      <SeriesRiskMeasures measures={program.statistics.riskMeasures} />
      <CrisisPeriods name={program.programName} crises={program.statistics.riskMeasures.crises} />
      <RollingRiskCharts rolling={program.statistics.rollingRisk} />
    </>
  );
}

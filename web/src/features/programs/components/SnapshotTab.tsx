import type { ReactNode } from 'react';
import { Money } from '@/components/Money/Money';
import { Section } from '@/components/Section/Section';
import { PeriodReturns } from '@/components/SeriesStatistics/SeriesStatistics';
import { useLang, useT } from '@/i18n/i18n-context';
import { shownCaror } from '@/lib/caror';
import type { MessageKey } from '@/i18n/catalogs';
import { formatDecimal, formatPercent, missingValue } from '@/lib/format';
import { referenceName, useReferenceData, type ReferenceItem } from '@/lib/reference-data';
import { formatYearMonth } from '@/lib/year-month';
import { latestAssets } from '@/features/programs/model/figures';
import { peakToTroughText } from '@/features/programs/model/peak-to-trough';
import type { ProgramDetail } from '@/features/programs/api/program';
import { LastMonths } from '@/features/programs/components/LastMonths';
import { ProgramGrowth } from '@/features/programs/components/ProgramGrowth';

/**
 * Key figures, the growth chart (unless the Charts tab's is on the page too), the last twelve
 * months, returns over the usual periods against the S&P 500, and the investment terms.
 */
export function SnapshotTab({ program, growthChart = true }: { program: ProgramDetail; growthChart?: boolean }) {
  return (
    <>
      <KeyFigures program={program} />
      {program.statistics && (
        <>
          {growthChart && <ProgramGrowth program={program} statistics={program.statistics} />}
          <LastMonths statistics={program.statistics} />
          <PeriodReturns name={program.programName} report={program.statistics.periodReturns} />
        </>
      )}
      <InvestmentTerms program={program} />
    </>
  );
}

function KeyFigures({ program }: { program: ProgramDetail }) {
  const t = useT();
  const lang = useLang();
  const stats = program.statistics;
  const inception = program.dateInception ? program.dateInception.slice(0, 7) : stats?.firstMonth;
  const figures: [MessageKey, ReactNode][] = [
    ['program.caror', formatPercent(stats && shownCaror(stats.compoundedAnnualReturn, stats.returnCount))],
    ['program.worstDrawdown', formatPercent(stats?.maxDrawDown)],
    ['program.sharpe', formatDecimal(stats?.sharpeRatio)],
    ['program.annualizedSd', formatPercent(stats?.annualizedStandardDeviation)],
    ['program.sp500Correlation', formatDecimal(stats?.periodReturns.correlationsp500?.value)],
    ['program.aum', <Money key="aum" amount={latestAssets(program.monthlyReturns)} currency={program.currency} usd={program.assetsUsd} />],
    ['program.inception', formatYearMonth(inception, lang)],
    ['program.lastMonth', formatYearMonth(stats?.lastMonth, lang)],
  ];
  return (
    <Section title={t('program.keyFigures')}>
      <dl className="program-figures">
        {figures.map(([key, value]) => (
          <div key={key} className="program-figures__item">
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function InvestmentTerms({ program }: { program: ProgramDetail }) {
  const t = useT();
  const lang = useLang();
  const { data: reference } = useReferenceData();
  const name = (items: readonly ReferenceItem[] | undefined, id: number | null | undefined) => {
    const item = items?.find((candidate) => candidate.id === id);
    return item ? referenceName(item, lang) : missingValue;
  };
  const yesNo = (value: boolean) => t(value ? 'program.yes' : 'program.no');
  const terms: [MessageKey, ReactNode][] = [
    ['program.minimumInvestment', <Money key="minimum" amount={program.investmentMin} currency={program.currency} usd={program.investmentMinUsd} />],
    ['program.managementFee', formatPercent(program.feeManagement)],
    ['program.performanceFee', formatPercent(program.feePerformance)],
    ['program.highwaterMark', yesNo(program.highwaterMark)],
    ['program.subscriptionFrequency', name(reference?.frequencyTypes, program.subscriptionFrequencyTypeId)],
    ['program.redemptionFrequency', name(reference?.frequencyTypes, program.redemptionFrequencyTypeId)],
    ['program.investorRequirement', name(reference?.investorRequirementTypes, program.investorRequirementTypeId)],
    ['program.lockup', String(program.lockupPeriod)],
    ['program.usInvestors', yesNo(program.usInvest)],
    ['program.currency', program.currency],
    [
      'program.tradingLevelIncrease',
      <Money key="increase" amount={program.tradingLevelIncrease} currency={program.currency} usd={program.tradingLevelIncreaseUsd} />,
    ],
    ['program.roundTurns', formatDecimal(program.roundturnYearMillion, 0)],
    ['program.marginEquity', formatPercent(program.marginEquityRatio)],
    ['program.targetedDrawdown', formatPercent(program.wddExpected)],
    ['program.worstPeakToTrough', peakToTroughText(program.worstPeakToTrough, program.statistics?.maxDrawDown, t)],
  ];
  return (
    <Section title={t('program.terms')}>
      <dl className="program-terms">
        {terms.map(([key, value]) => (
          <div key={key} className="program-terms__item">
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

import { Section } from '@/components/Section/Section';
import { PeriodReturns } from '@/components/SeriesStatistics/SeriesStatistics';
import { useLang, useT } from '@/i18n/i18n-context';
import { shownCaror } from '@/lib/caror';
import type { MessageKey } from '@/i18n/catalogs';
import { formatDecimal, formatPercent, missingValue } from '@/lib/format';
import { referenceName, useReferenceData, type ReferenceItem } from '@/lib/reference-data';
import { formatYearMonth } from '@/lib/year-month';
import { formatMoney, latestAssets } from '@/features/programs/model/figures';
import type { ProgramDetail } from '@/features/programs/api/program';

/** Key figures, returns over the usual periods against the S&P 500, and the investment terms. */
export function SnapshotTab({ program }: { program: ProgramDetail }) {
  return (
    <>
      <KeyFigures program={program} />
      {program.statistics && <PeriodReturns name={program.programName} report={program.statistics.periodReturns} />}
      <InvestmentTerms program={program} />
    </>
  );
}

function KeyFigures({ program }: { program: ProgramDetail }) {
  const t = useT();
  const lang = useLang();
  const stats = program.statistics;
  const inception = program.dateInception ? program.dateInception.slice(0, 7) : stats?.firstMonth;
  const figures: [MessageKey, string][] = [
    ['program.caror', formatPercent(stats && shownCaror(stats.compoundedAnnualReturn, stats.returnCount))],
    ['program.worstDrawdown', formatPercent(stats?.maxDrawDown)],
    ['program.sharpe', formatDecimal(stats?.sharpeRatio)],
    ['program.annualizedSd', formatPercent(stats?.annualizedStandardDeviation)],
    ['program.sp500Correlation', formatDecimal(stats?.periodReturns.correlationsp500?.value)],
    ['program.aum', formatMoney(latestAssets(program.monthlyReturns), program.currency)],
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
  const terms: [MessageKey, string][] = [
    ['program.minimumInvestment', formatMoney(program.investmentMin, program.currency)],
    ['program.managementFee', formatPercent(program.feeManagement)],
    ['program.performanceFee', formatPercent(program.feePerformance)],
    ['program.highwaterMark', yesNo(program.highwaterMark)],
    ['program.subscriptionFrequency', name(reference?.frequencyTypes, program.subscriptionFrequencyTypeId)],
    ['program.redemptionFrequency', name(reference?.frequencyTypes, program.redemptionFrequencyTypeId)],
    ['program.investorRequirement', name(reference?.investorRequirementTypes, program.investorRequirementTypeId)],
    ['program.lockup', String(program.lockupPeriod)],
    ['program.usInvestors', yesNo(program.usInvest)],
    ['program.currency', program.currency],
    ['program.tradingLevelIncrease', formatMoney(program.tradingLevelIncrease, program.currency)],
    ['program.roundTurns', formatDecimal(program.roundturnYearMillion, 0)],
    ['program.marginEquity', formatPercent(program.marginEquityRatio)],
    ['program.targetedDrawdown', formatPercent(program.wddExpected)],
    ['program.worstPeakToTrough', formatPercent(program.worstPeakToTrough)],
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

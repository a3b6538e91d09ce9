import type { ReactNode } from 'react';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { useLang, useT } from '@/i18n/i18n-context';
import { shownCaror } from '@/lib/caror';
import type { MessageKey } from '@/i18n/catalogs';
import { formatDecimal, formatPercent, missingValue } from '@/lib/format';
import { referenceName, useReferenceData, type ReferenceItem } from '@/lib/reference-data';
import { formatMoney, formatYearMonth, latestAssets } from '@/features/programs/model/figures';
import { periodColumns, periodReturnRows, type PeriodColumn, type PeriodReturnRow } from '@/features/programs/model/period-returns';
import type { ProgramDetail } from '@/features/programs/api/program';
import { ProgramSection } from './ProgramSection';

const periodHeaders: Readonly<Record<PeriodColumn, MessageKey>> = {
  lastMonth: 'program.periodLastMonth',
  quarter: 'program.periodQuarter',
  ytd: 'program.periodYtd',
  oneYear: 'program.periodOneYear',
  threeYears: 'program.periodThreeYears',
  fiveYears: 'program.periodFiveYears',
  tenYears: 'program.periodTenYears',
  sinceInception: 'program.periodSinceInception',
  compoundedAnnual: 'program.periodCompoundedAnnual',
};

/** Key figures, returns over the usual periods against the S&P 500, and the investment terms. */
export function SnapshotTab({ program }: { program: ProgramDetail }) {
  return (
    <>
      <KeyFigures program={program} />
      <PeriodReturns program={program} />
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
    <ProgramSection title={t('program.keyFigures')}>
      <dl className="program-figures">
        {figures.map(([key, value]) => (
          <div key={key} className="program-figures__item">
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </ProgramSection>
  );
}

function PeriodReturns({ program }: { program: ProgramDetail }) {
  const t = useT();
  if (!program.statistics) return null;
  const rowLabel: Record<PeriodReturnRow['kind'], ReactNode> = {
    program: program.programName,
    benchmark: t('program.sp500'),
    // The spec's row title is the sign alone; readers hear what it means.
    difference: (
      <>
        <span aria-hidden="true">±</span>
        <span className="visually-hidden">{t('program.difference')}</span>
      </>
    ),
  };
  const columns: Column<PeriodReturnRow>[] = [
    { id: 'series', header: t('program.series'), cell: (row) => rowLabel[row.kind], rowHeader: true },
    ...periodColumns.map(
      (column): Column<PeriodReturnRow> => ({
        id: column,
        header: t(periodHeaders[column]),
        cell: (row) => formatPercent(row.values[column]),
        align: 'end',
      }),
    ),
  ];
  return (
    <ProgramSection title={t('program.periodReturns')}>
      <DataTable
        caption={t('program.periodReturns')}
        columns={columns}
        rows={periodReturnRows(program.statistics.periodReturns)}
        rowKey={(row) => row.kind}
        maxHeight="none"
      />
      <p className="program-note">{t('program.periodNote')}</p>
    </ProgramSection>
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
    <ProgramSection title={t('program.terms')}>
      <dl className="program-terms">
        {terms.map(([key, value]) => (
          <div key={key} className="program-terms__item">
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </ProgramSection>
  );
}

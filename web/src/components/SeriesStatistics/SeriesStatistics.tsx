import { useState, type ReactNode } from 'react';
import { ChoiceButtons } from '@/components/ChoiceButtons/ChoiceButtons';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { Section } from '@/components/Section/Section';
import type { MessageKey } from '@/i18n/catalogs';
import { useLang, useT } from '@/i18n/i18n-context';
import type { ProgramStatistics } from '@/lib/engine';
import { formatPercent, missingValue } from '@/lib/format';
import { periodColumns, periodReturnRows, type PeriodColumn, type PeriodReturnRow } from '@/lib/period-returns';
import { count, statisticRows, statisticsAt, type StatisticRow, type StatisticsFrequency } from '@/lib/statistic-rows';
import { formatYearMonth } from '@/lib/year-month';

/**
 * The statistics of a monthly series (a program's, an index's) as the program page shows them:
 * the monthly or annual statistics, the runs of gains and losses, the time windows, the drawdown
 * report and the period returns against the S&P 500. Each is a titled section.
 */

type TimeWindow = ProgramStatistics['timeWindows'][number];
type DrawdownEpisode = ProgramStatistics['drawDownReport'][number];
type Run = NonNullable<ProgramStatistics['consecutiveGains']['longest']>;
interface FrequencyChoiceProps {
  value: StatisticsFrequency;
  onChange: (frequency: StatisticsFrequency) => void;
}

/** The Monthly / Annual toggle beside a statistics table's title. */
export function FrequencyChoice({ value, onChange }: FrequencyChoiceProps) {
  const t = useT();
  return (
    <ChoiceButtons
      label={t('program.frequency')}
      choices={[
        { value: 'monthly', label: t('program.monthly') },
        { value: 'annual', label: t('program.annual') },
      ]}
      value={value}
      onChange={onChange}
    />
  );
}

export function StatisticsBlock({ statistics }: { statistics: ProgramStatistics }) {
  const t = useT();
  const [frequency, setFrequency] = useState<StatisticsFrequency>('monthly');
  const stats = statisticsAt(statistics.statisticsRatios, frequency);
  const columns: Column<StatisticRow>[] = [
    { id: 'name', header: t('program.statistic'), cell: (row) => t(row.key), rowHeader: true },
    { id: 'value', header: t('program.value'), cell: (row) => row.value(stats), align: 'end' },
  ];
  const title = t('program.statistics');
  return (
    <Section title={title} tools={<FrequencyChoice value={frequency} onChange={setFrequency} />}>
      <DataTable caption={title} columns={columns} rows={statisticRows} rowKey={(row) => row.key} maxHeight="none" />
    </Section>
  );
}

export function TimeWindows({ windows }: { windows: readonly TimeWindow[] }) {
  const t = useT();
  const columns: Column<TimeWindow>[] = [
    {
      id: 'months',
      header: t('program.window'),
      cell: (window) => t('program.windowMonths', { count: window.months }),
      rowHeader: true,
    },
    { id: 'average', header: t('program.average'), cell: (w) => formatPercent(w.avgPeriodReturn), align: 'end' },
    { id: 'worst', header: t('program.worst'), cell: (w) => formatPercent(w.worstPeriod), align: 'end' },
    { id: 'best', header: t('program.best'), cell: (w) => formatPercent(w.bestPeriod), align: 'end' },
    { id: 'profitable', header: t('program.percentProfitable'), cell: (w) => formatPercent(w.percentProfitable), align: 'end' },
    { id: 'avgGain', header: t('program.avgGain'), cell: (w) => formatPercent(w.avgGain), align: 'end' },
    { id: 'avgLoss', header: t('program.avgLoss'), cell: (w) => formatPercent(w.avgLoss), align: 'end' },
    { id: 'periods', header: t('program.periods'), cell: (w) => count(w.periods), align: 'end' },
  ];
  const title = t('program.timeWindows');
  return (
    <Section title={title}>
      <DataTable caption={title} columns={columns} rows={windows} rowKey={(w) => w.months} maxHeight="none" />
    </Section>
  );
}

export function DrawdownReport({ episodes }: { episodes: readonly DrawdownEpisode[] }) {
  const t = useT();
  const lang = useLang();
  const columns: Column<DrawdownEpisode>[] = [
    { id: 'depth', header: t('program.depth'), cell: (e) => formatPercent(e.depth), align: 'end' },
    { id: 'length', header: t('program.lengthMonths'), cell: (e) => count(e.length), align: 'end' },
    {
      id: 'recoveryMonths',
      header: t('program.recoveryMonths'),
      cell: (e) => (e.recoveryMonths === null ? missingValue : count(e.recoveryMonths)),
      align: 'end',
    },
    { id: 'peak', header: t('program.peak'), cell: (e) => formatYearMonth(e.peak, lang) },
    { id: 'valley', header: t('program.valley'), cell: (e) => formatYearMonth(e.valley, lang) },
    {
      id: 'recovery',
      header: t('program.recovery'),
      cell: (e) => (e.recovery === null ? t('program.notRecovered') : formatYearMonth(e.recovery, lang)),
    },
  ];
  const title = t('program.drawdownReport');
  return (
    <Section title={title}>
      <DataTable caption={title} columns={columns} rows={episodes} rowKey={(e) => `${e.peak}-${e.valley}`} />
    </Section>
  );
}

interface RunRow {
  key: MessageKey;
  run: Run | null;
}

export function ConsecutiveRuns({ statistics }: { statistics: ProgramStatistics }) {
  const t = useT();
  const lang = useLang();
  const rows: RunRow[] = [
    { key: 'program.longestGains', run: statistics.consecutiveGains.longest },
    { key: 'program.largestGains', run: statistics.consecutiveGains.largest },
    { key: 'program.longestLosses', run: statistics.consecutiveLosses.longest },
    { key: 'program.largestLosses', run: statistics.consecutiveLosses.largest },
  ];
  const columns: Column<RunRow>[] = [
    { id: 'run', header: t('program.run'), cell: (row) => t(row.key), rowHeader: true },
    { id: 'start', header: t('program.start'), cell: (row) => formatYearMonth(row.run?.start, lang) },
    { id: 'end', header: t('program.end'), cell: (row) => formatYearMonth(row.run?.end, lang) },
    {
      id: 'months',
      header: t('program.monthsColumn'),
      cell: (row) => (row.run ? count(row.run.months) : missingValue),
      align: 'end',
    },
    { id: 'return', header: t('program.runReturn'), cell: (row) => formatPercent(row.run?.compoundedReturn), align: 'end' },
  ];
  const title = t('program.consecutiveRuns');
  return (
    <Section title={title}>
      <DataTable caption={title} columns={columns} rows={rows} rowKey={(row) => row.key} maxHeight="none" />
    </Section>
  );
}

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

/** Returns over the usual periods: the series, the S&P 500 and their difference. */
export function PeriodReturns({ name, report }: { name: string; report: ProgramStatistics['periodReturns'] }) {
  const t = useT();
  const rowLabel: Record<PeriodReturnRow['kind'], ReactNode> = {
    series: name,
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
  const title = t('program.periodReturns');
  return (
    <Section title={title}>
      <DataTable caption={title} columns={columns} rows={periodReturnRows(report)} rowKey={(row) => row.kind} maxHeight="none" />
      <p className="section-note">{t('program.periodNote')}</p>
    </Section>
  );
}

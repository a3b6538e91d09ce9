import type { MessageKey } from '@/i18n/catalogs';
import type { ProgramStatistics } from './engine';
import { formatDecimal, formatPercent } from './format';

/** The monthly or annual block of a series' statistics. */
export type PeriodStatistics = ProgramStatistics['statisticsRatios']['monthlyStats'];

/** The statistics block shows the monthly or the annual figures. */
export type StatisticsFrequency = 'monthly' | 'annual';

/** The block of a series' statistics for the frequency. */
export function statisticsAt(ratios: ProgramStatistics['statisticsRatios'], frequency: StatisticsFrequency): PeriodStatistics {
  return frequency === 'monthly' ? ratios.monthlyStats : ratios.annualStats;
}

export interface StatisticRow {
  key: MessageKey;
  value: (stats: PeriodStatistics) => string;
}

export const count = (value: number) => String(value);

/** The statistics block's rows: returns as percents, ratios with two decimals, counts. */
export const statisticRows: readonly StatisticRow[] = [
  { key: 'program.arithmeticMean', value: (s) => formatPercent(s.arithmeticMean) },
  { key: 'program.bestPeriod', value: (s) => formatPercent(s.bestPeriod) },
  { key: 'program.worstPeriod', value: (s) => formatPercent(s.worstPeriod) },
  { key: 'program.gainFrequency', value: (s) => formatPercent(s.gainFrequency) },
  { key: 'program.lossFrequency', value: (s) => formatPercent(s.lossFrequency) },
  { key: 'program.avgGain', value: (s) => formatPercent(s.avgGain) },
  { key: 'program.avgLoss', value: (s) => formatPercent(s.avgLoss) },
  { key: 'program.gainDeviation', value: (s) => formatPercent(s.gainDeviation) },
  { key: 'program.lossDeviation', value: (s) => formatPercent(s.lossDeviation) },
  { key: 'program.standardDeviation', value: (s) => formatPercent(s.standardDeviation) },
  { key: 'program.sharpe', value: (s) => formatDecimal(s.sharpeRatio) },
  { key: 'program.annualizedSharpe', value: (s) => formatDecimal(s.annualizedSharpeRatio) },
  { key: 'program.skewness', value: (s) => formatDecimal(s.skewness) },
  { key: 'program.kurtosis', value: (s) => formatDecimal(s.kurtosis) },
  { key: 'program.compoundReturn', value: (s) => formatPercent(s.compoundReturn) },
  { key: 'program.periods', value: (s) => count(s.periods) },
  { key: 'program.profitablePeriods', value: (s) => count(s.profitablePeriods) },
  { key: 'program.lossPeriods', value: (s) => count(s.lossPeriods) },
];

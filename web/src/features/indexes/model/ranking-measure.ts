import type { MessageKey } from '@/i18n/catalogs';
import { formatDecimal, formatPercent } from '@/lib/format';
import type { RankingMeasure } from '@/features/indexes/api/indexes';

/** The head of a ranking's figure column: what the index ranks its programs by. */
export const measureLabels: Readonly<Record<RankingMeasure, MessageKey>> = {
  monthReturn: 'indexes.measureMonthReturn',
  sharpeRatio: 'indexes.measureSharpeRatio',
  yearToDate: 'indexes.measureYearToDate',
  oneYear: 'indexes.measureOneYear',
  threeYear: 'indexes.measureThreeYear',
  fiveYear: 'indexes.measureFiveYear',
};

/** A ranked figure as the site shows it: returns as percents, the Sharpe ratio as a ratio. */
export function formatMeasure(measure: RankingMeasure, value: number | null | undefined): string {
  return measure === 'sharpeRatio' ? formatDecimal(value) : formatPercent(value);
}

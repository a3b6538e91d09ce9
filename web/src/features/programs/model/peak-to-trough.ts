import type { Translate } from '@/i18n/translate';
import { formatPercent, missingValue } from '@/lib/format';

/**
 * The terms' worst peak-to-trough: what the manager reported (a depth, stored 0 to 1) beside the
 * worst drawdown computed from the monthly returns, each labelled, so a reported figure (or its
 * absence) never silently contradicts the statistics. Both read as losses (negative).
 */
export function peakToTroughText(reported: number | null | undefined, computed: number | null | undefined, t: Translate): string {
  const hasReported = typeof reported === 'number' && Number.isFinite(reported);
  const hasComputed = typeof computed === 'number' && Number.isFinite(computed);
  const reportedText = hasReported ? formatPercent(-Math.abs(reported)) : '';
  const computedText = hasComputed ? formatPercent(-Math.abs(computed)) : '';
  if (hasReported && hasComputed) return t('program.peakToTroughBoth', { reported: reportedText, computed: computedText });
  if (hasReported) return t('program.peakToTroughReported', { reported: reportedText });
  if (hasComputed) return t('program.peakToTroughComputed', { computed: computedText });
  return missingValue;
}

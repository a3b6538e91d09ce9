import type { Translate } from '@/i18n/translate';
import { formatPercent } from './format';

/** A bucket of a distribution of monthly returns: its bounds as fractions, open at either end. */
interface BucketBounds {
  lower: number | null;
  upper: number | null;
}

/** A histogram bar's label from its bounds: "Below -20%", "-3% to -2%", "20% and above". */
export function bucketLabel(bucket: BucketBounds, t: Translate): string {
  const percent = (fraction: number) => formatPercent(fraction, 0);
  if (bucket.lower === null) return t('program.bucketBelow', { percent: percent(bucket.upper ?? 0) });
  if (bucket.upper === null) return t('program.bucketAbove', { percent: percent(bucket.lower) });
  return t('program.bucketRange', { from: percent(bucket.lower), to: percent(bucket.upper) });
}

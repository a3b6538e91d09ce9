import type { Lang } from '@/config/languages';
import type { Translate } from '@/i18n/translate';
import { bucketLabel } from '@/lib/return-distribution';
import type { HistogramBucket } from '@/features/dashboard/api/return-statistics';

/** `count` as a fraction of `total`; none of no programs. */
export function shareOf(count: number, total: number): number | null {
  return total > 0 ? count / total : null;
}

const longMonthFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' }),
  'zh-hans': new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', timeZone: 'UTC' }),
};

/** `YYYY-MM` with the month's whole name: "2026-10" → "October 2026" / "2026年10月"; as sent when malformed. */
export function formatLongMonth(month: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const monthNumber = Number(match?.[2]);
  if (!match || monthNumber < 1 || monthNumber > 12) return month;
  return longMonthFormats[lang].format(new Date(Date.UTC(Number(match[1]), monthNumber - 1, 1)));
}

export interface DistributionBar {
  /** The bar's centre on a return axis (fractions). */
  x: number;
  width: number;
  count: number;
  label: string;
}

/**
 * The buckets as bars on a return axis, so the axis reads -20 % … 20 % at the buckets' edges;
 * the open-ended buckets at either end are drawn as wide as their neighbour.
 */
export function distributionBars(buckets: readonly HistogramBucket[], t: Translate): DistributionBar[] {
  const widths = buckets.flatMap((bucket) =>
    bucket.lower !== null && bucket.upper !== null ? [bucket.upper - bucket.lower] : [],
  );
  const step = widths[0] ?? 0.01;
  return buckets.map((bucket) => {
    const lower = bucket.lower ?? (bucket.upper ?? 0) - step;
    const upper = bucket.upper ?? lower + step;
    return { x: (lower + upper) / 2, width: upper - lower, count: bucket.count, label: bucketLabel(bucket, t) };
  });
}

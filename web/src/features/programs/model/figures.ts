import type { Lang } from '@/config/languages';
import { missingValue } from '@/lib/format';
import type { MonthRecord } from '@/features/programs/api/program';

/** Assets under management: the latest month that reported assets, not necessarily the last month. */
export function latestAssets(months: readonly MonthRecord[]): number | null {
  for (let i = months.length - 1; i >= 0; i -= 1) {
    const assets = months[i]?.assets;
    if (assets !== null && assets !== undefined) return assets;
  }
  return null;
}

/** A timestamp (RFC 3339) as a date and time in the reader's time zone and language. */
export function formatDateTime(timestamp: string, lang: Lang): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return missingValue;
  return new Intl.DateTimeFormat(lang === 'zh-hans' ? 'zh-CN' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

import type { Lang } from '@/config/languages';

/** A `YYYY-MM-DD` revision date written out: "November 26, 2026" / "2026年11月26日". */
export function formatRevisionDate(day: string, lang: Lang): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  // In UTC, so the date does not move a day west of Greenwich.
  return new Intl.DateTimeFormat(lang === 'zh-hans' ? 'zh-Hans-CN' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

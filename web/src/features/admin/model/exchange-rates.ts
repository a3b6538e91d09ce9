import type { AuditEntry } from '@/components/AuditLog/AuditLog';
import type { Lang } from '@/config/languages';
import { isMessageKey, type MessageKey } from '@/i18n/catalogs';
import type { Translate } from '@/i18n/translate';
import { formatMonth, missingValue } from '@/lib/format';

/** The largest file the server reads (`exchange_rates::upload::MAX_FILE_BYTES`): 1 MiB. */
export const maxRateFileBytes = 1024 * 1024;

/** A problem of a refused rates file, as the server lists it (or as the page finds it first). */
export interface RateFileProblem {
  row?: number | null;
  column?: string | null;
  code: string;
}

/** A refused file: the problems listed, and how many it has in all. */
export interface RateFileRefusal {
  problems: readonly RateFileProblem[];
  count: number;
}

/** The refusal of a file too large to send, found before reading it. */
export const tooLargeRefusal: RateFileRefusal = { problems: [{ row: null, column: null, code: 'file_too_large' }], count: 1 };

/** A `YYYY-MM` month as the tables show it ("Jan 2026", "2026年1月"); a dash for none. */
export function formatRateMonth(month: string | null | undefined, lang: Lang): string {
  const match = month ? /^(\d{4})-(\d{2})$/.exec(month) : null;
  if (!match) return missingValue;
  return formatMonth(Number(match[1]) * 100 + Number(match[2]), lang);
}

/**
 * US dollars per unit to six significant digits, so the yen's 0.0067 reads as well as the
 * pound's 1.2634; a dash for none.
 */
export function formatRate(rate: number | null | undefined, lang: Lang): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return missingValue;
  return new Intl.NumberFormat(lang === 'zh-hans' ? 'zh-Hans-CN' : 'en-US', { maximumSignificantDigits: 6 }).format(rate);
}

/** The catalog key wording a problem's code; a code this page does not know reads as unreadable. */
export function rateProblemKey(code: string): MessageKey {
  const key = `admin.ratesCsv.${code}`;
  return isMessageKey(key) ? key : 'admin.ratesCsv.other';
}

/** The catalog key of an action in a currency's audit log. */
export function rateAuditActionKey(action: string): MessageKey | undefined {
  return action === 'ratesImported' ? 'admin.ratesImportedAction' : undefined;
}

/**
 * What an upload gave of the currency, from the entry's JSON value
 * (`{"first":"2025-01","last":"2025-12","months":12}`): "12 months, Jan 2025 – Dec 2025". A
 * value of another shape is shown as stored.
 */
export function rateAuditChange(entry: AuditEntry, t: Translate, lang: Lang): string {
  const value = entry.newValue ?? '';
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'object' && parsed !== null) {
      const { first, last, months } = parsed as Record<string, unknown>;
      if (typeof first === 'string' && typeof last === 'string' && typeof months === 'number') {
        return t('admin.ratesImportedChange', {
          count: months,
          first: formatRateMonth(first, lang),
          last: formatRateMonth(last, lang),
        });
      }
    }
  } catch {
    // Not JSON: shown as stored below.
  }
  return value;
}

import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/components/AuditLog/AuditLog';
import en from '@/i18n/en.json';
import zh from '@/i18n/zh-hans.json';
import { createTranslate } from '@/i18n/translate';
import { formatRate, formatRateMonth, rateAuditActionKey, rateAuditChange, rateProblemKey } from './exchange-rates';

describe('exchange rates as the tab shows them', () => {
  it('writes a rate to six significant digits, small or large, and a dash for none', () => {
    expect(formatRate(1.08421234, 'en')).toBe('1.08421');
    expect(formatRate(0.0065123, 'en')).toBe('0.0065123');
    expect(formatRate(1234.5, 'zh-hans')).toBe('1,234.5');
    expect(formatRate(null, 'en')).toBe('–');
  });

  it('writes a YYYY-MM month in the reader’s language, and a dash for none or nonsense', () => {
    expect(formatRateMonth('2026-01', 'en')).toBe('Jan 2026');
    expect(formatRateMonth('2026-01', 'zh-hans')).toBe('2026年1月');
    expect(formatRateMonth(null, 'en')).toBe('–');
    expect(formatRateMonth('2026-1', 'en')).toBe('–');
  });

  it('words each problem code the server sends, and an unknown one as unreadable', () => {
    expect(rateProblemKey('duplicate_rate')).toBe('admin.ratesCsv.duplicate_rate');
    expect(rateProblemKey('something_new')).toBe('admin.ratesCsv.other');
  });
});

describe('a currency audit entry', () => {
  const entry = (newValue: string | null): AuditEntry => ({
    id: 1,
    actorUserId: null,
    actorEmail: 'system',
    action: 'ratesImported',
    oldValue: null,
    newValue,
    createdAt: '2026-11-20T09:00:00Z',
  });

  it('words an upload by its months in each language, and anything else as stored', () => {
    const value = '{"first":"2025-01","last":"2025-12","months":12}';
    expect(rateAuditActionKey('ratesImported')).toBe('admin.ratesImportedAction');
    expect(rateAuditActionKey('deleted')).toBeUndefined();
    expect(rateAuditChange(entry(value), createTranslate(en), 'en')).toBe('12 month(s), Jan 2025 – Dec 2025');
    expect(rateAuditChange(entry(value), createTranslate(zh), 'zh-hans')).toBe('12 个月，2025年1月 – 2025年12月');
    expect(rateAuditChange(entry('{"months":"x"}'), createTranslate(en), 'en')).toBe('{"months":"x"}');
    expect(rateAuditChange(entry(null), createTranslate(en), 'en')).toBe('');
  });
});

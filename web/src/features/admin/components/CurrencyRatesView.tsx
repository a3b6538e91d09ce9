import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { AuditLog, type AuditEntry } from '@/components/AuditLog/AuditLog';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import { Section } from '@/components/Section/Section';
import { paths } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { referenceName, useReferenceData } from '@/lib/reference-data';
import { currencyHistoryQuery, type MonthRate } from '@/features/admin/api/exchange-rates';
import { formatRate, formatRateMonth, rateAuditActionKey, rateAuditChange } from '@/features/admin/model/exchange-rates';

/**
 * /admin/exchange-rates/{currency}: the currency's stored months, newest first, and the uploads
 * that changed them, with a way back to every currency.
 */
export function CurrencyRatesView({ currency }: { currency: string }) {
  const t = useT();
  const lang = useLang();
  const { data, error, isFetching } = useQuery(currencyHistoryQuery(currency));
  const item = useReferenceData().data?.currencies.find((candidate) => candidate.code === currency);
  const title = item ? `${currency} – ${referenceName(item, lang)}` : currency;
  const columns = useMemo<Column<MonthRate>[]>(
    () => [
      {
        id: 'month',
        header: t('admin.ratesColumnMonth'),
        rowHeader: true,
        className: 'admin-users__nowrap',
        cell: (row) => formatRateMonth(row.month, lang),
      },
      { id: 'rate', header: t('admin.ratesColumnLatestRate'), align: 'end', cell: (row) => formatRate(row.usdPerUnit, lang) },
    ],
    [t, lang],
  );
  const change = useCallback((entry: AuditEntry) => rateAuditChange(entry, t, lang), [t, lang]);

  return (
    <div className="admin-rates">
      <p>
        <LangLink to={`${paths.admin}/exchange-rates`}>{t('admin.ratesBack')}</LangLink>
      </p>
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <>
          <Section title={title}>
            <DataTable
              columns={columns}
              rows={data?.months ?? []}
              rowKey={(row) => row.month}
              caption={t('admin.ratesMonthsCaption', { currency })}
              emptyText={data ? t('admin.ratesNoMonths') : undefined}
              loading={isFetching}
              maxHeight="30rem"
            />
          </Section>
          <AuditLog entries={data?.audit} actionKey={rateAuditActionKey} change={change} loading={isFetching} />
        </>
      )}
    </div>
  );
}

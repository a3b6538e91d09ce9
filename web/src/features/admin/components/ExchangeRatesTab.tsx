import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type SubmitEvent } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { TextField } from '@/components/Form/TextField';
import { LangLink } from '@/components/LangLink/LangLink';
import { Section } from '@/components/Section/Section';
import { useToast } from '@/components/Toast/toast-context';
import type { Lang } from '@/config/languages';
import { paths } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import type { Translate } from '@/i18n/translate';
import { ApiError } from '@/lib/errors';
import { missingValue } from '@/lib/format';
import { useParams } from '@/lib/router/Router';
import { referenceName, useReferenceData, type ReferenceItem } from '@/lib/reference-data';
import { exchangeRatesKey, exchangeRatesQuery, importExchangeRates, type CurrencyRates } from '@/features/admin/api/exchange-rates';
import { CurrencyRatesView } from '@/features/admin/components/CurrencyRatesView';
import {
  formatRate,
  formatRateMonth,
  maxRateFileBytes,
  rateProblemKey,
  tooLargeRefusal,
  type RateFileProblem,
  type RateFileRefusal,
} from '@/features/admin/model/exchange-rates';

function currencyColumns(t: Translate, lang: Lang, currencies: readonly ReferenceItem[] | undefined): Column<CurrencyRates>[] {
  return [
    {
      id: 'currency',
      header: t('admin.ratesColumnCurrency'),
      rowHeader: true,
      className: 'admin-users__nowrap',
      cell: (row) => {
        const item = currencies?.find((currency) => currency.code === row.currency);
        const name = item ? `${row.currency} – ${referenceName(item, lang)}` : row.currency;
        return <LangLink to={`${paths.admin}/exchange-rates/${row.currency}`}>{name}</LangLink>;
      },
    },
    {
      id: 'latestMonth',
      header: t('admin.ratesColumnLatestMonth'),
      className: 'admin-users__nowrap',
      cell: (row) => formatRateMonth(row.latestMonth, lang),
    },
    {
      id: 'latestRate',
      header: t('admin.ratesColumnLatestRate'),
      align: 'end',
      cell: (row) => formatRate(row.latestUsdPerUnit, lang),
    },
    { id: 'months', header: t('admin.ratesColumnMonths'), align: 'end', cell: (row) => row.monthCount },
    {
      id: 'firstMonth',
      header: t('admin.ratesColumnFirstMonth'),
      className: 'admin-users__nowrap',
      cell: (row) => formatRateMonth(row.firstMonth, lang),
    },
  ];
}

/** /admin/exchange-rates, or one currency's months at /admin/exchange-rates/{currency}. */
export function ExchangeRatesTab() {
  const { id } = useParams();
  return id === undefined ? <CurrencyList /> : <CurrencyRatesView currency={id} />;
}

/**
 * Each currency the site offers with its latest monthly rate to the dollar, each leading to its
 * months, and the upload of a CSV file of rates. The server checks the whole file; a refused file
 * stores nothing and its problems are listed with their rows. Rates change every dollar figure of
 * the listings, so an upload refreshes whatever the site has loaded.
 */
function CurrencyList() {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data, error, isFetching } = useQuery(exchangeRatesQuery);
  const currencies = useReferenceData().data?.currencies;
  const columns = useMemo(() => currencyColumns(t, lang, currencies), [t, lang, currencies]);
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after an upload.
  const [fileKey, setFileKey] = useState(0);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<RateFileRefusal | null>(null);
  const [failure, setFailure] = useState<unknown>(undefined);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    setRefusal(null);
    setFailure(undefined);
    if (file.size > maxRateFileBytes) {
      setRefusal(tooLargeRefusal);
      return;
    }
    setSending(true);
    try {
      const imported = await importExchangeRates(await file.text());
      queryClient.setQueryData(exchangeRatesKey, { items: imported.items });
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.join('/') !== exchangeRatesKey.join('/') });
      toast.show(t('admin.ratesStored', { count: imported.storedCount }), { variant: 'success' });
      setFile(null);
      setFileKey((key) => key + 1);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'invalid_csv') {
        setRefusal({ problems: caught.errors, count: caught.errorCount });
      } else {
        setFailure(caught);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="admin-rates">
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(row) => row.currency}
          caption={t('admin.ratesCaption')}
          emptyText={data ? t('admin.ratesNoCurrencies') : undefined}
          loading={isFetching}
          maxHeight="none"
        />
      )}
      <Section title={t('admin.ratesUpload')}>
        <form className="admin-rates__upload" onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            key={fileKey}
            type="file"
            label={t('admin.ratesFile')}
            hint={t('admin.ratesFileHint')}
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setRefusal(null);
              setFailure(undefined);
            }}
          />
          <Button type="submit" variant="primary" loading={sending} disabled={!file}>
            {t('admin.ratesSend')}
          </Button>
        </form>
        {refusal && <RateFileProblems refusal={refusal} />}
        {failure !== undefined && <ErrorAlert error={failure} />}
      </Section>
    </div>
  );
}

/** The problems of a refused file with their rows and columns: the first listed, all counted. */
function RateFileProblems({ refusal }: { refusal: RateFileRefusal }) {
  const t = useT();
  const columns: Column<RateFileProblem>[] = [
    { id: 'row', header: t('admin.ratesProblemRow'), align: 'end', cell: (problem) => problem.row ?? t('admin.ratesWholeFile') },
    { id: 'column', header: t('admin.ratesProblemColumn'), cell: (problem) => problem.column ?? missingValue },
    { id: 'problem', header: t('admin.ratesProblem'), cell: (problem) => t(rateProblemKey(problem.code)) },
  ];
  const { problems, count } = refusal;
  return (
    <div role="alert" className="admin-rates__problems">
      <p>
        {t('admin.ratesFileProblems', { count })}
        {count > problems.length && ` ${t('admin.ratesFirstProblemsListed', { listed: problems.length })}`}
      </p>
      <DataTable
        caption={t('admin.ratesProblemsCaption')}
        columns={columns}
        rows={problems}
        rowKey={(problem) => `${String(problem.row)}|${problem.column ?? ''}|${problem.code}`}
        maxHeight="20rem"
      />
    </div>
  );
}

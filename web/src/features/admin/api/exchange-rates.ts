import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { api, unwrap } from '@/lib/api';

type Schemas = components['schemas'];

/** A currency the site offers (not the dollar) with its stored rates' span and latest rate. */
export type CurrencyRates = Schemas['CurrencyRates'];
/** A currency's months, newest first, and the uploads that changed them. */
export type CurrencyHistory = Schemas['CurrencyHistory'];
export type MonthRate = Schemas['MonthRate'];
/** What an accepted upload stored, and every currency afterwards. */
export type ImportedRates = Schemas['ImportedRates'];

/** Every cached view of the exchange rates. */
export const exchangeRatesKey = ['admin', 'exchange-rates'] as const;

/** Each currency's stored rates: month count, first month, latest month and rate. */
export const exchangeRatesQuery = queryOptions({
  queryKey: exchangeRatesKey,
  queryFn: ({ signal }) => unwrap(api.GET('/api/v1/admin/exchange-rates', { signal })),
});

/** One currency's months and audit log; `not_found` for a code the site does not offer. */
export function currencyHistoryQuery(currency: string) {
  return queryOptions({
    queryKey: [...exchangeRatesKey, currency],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/exchange-rates/{currency}', { params: { path: { currency } }, signal })),
  });
}

/**
 * Stores the rates of a CSV file sent as it is; a file with any problem is refused whole
 * (`invalid_csv`, with each problem's row and column) and nothing is stored.
 */
export function importExchangeRates(csv: string): Promise<ImportedRates> {
  return unwrap(
    api.POST('/api/v1/admin/exchange-rates', {
      body: csv,
      headers: { 'Content-Type': 'text/csv' },
      // The text as it is, not a JSON string.
      bodySerializer: (text: string) => text,
    }),
  );
}

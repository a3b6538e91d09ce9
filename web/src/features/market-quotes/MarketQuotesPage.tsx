import { useQuery } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { Alert } from '@/components/Alert/Alert';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Page } from '@/components/Layout/Page';
import { SignInBlocker } from '@/components/SignInBlocker/SignInBlocker';
import { Sparkline } from '@/components/Sparkline/Sparkline';
import { Spinner } from '@/components/Spinner/Spinner';
import type { Lang } from '@/config/languages';
import { useLang, useT } from '@/i18n/i18n-context';
import { marketQuotesQuery } from '@/features/market-quotes/api/market-quotes';
import { cx } from '@/lib/class-names';
import { formatMonth, formatPercent } from '@/lib/format';
import { isSignedIn, useSession } from '@/lib/session';
import './MarketQuotesPage.css';

type MarketQuote = components['schemas']['MarketQuote'];

/** `YYYY-MM` as the `yyyymm` number the formatters take. */
function yyyymm(month: string): number {
  return Number(month.replace('-', ''));
}

function quoteName(quote: MarketQuote, lang: Lang): string {
  return lang === 'zh-hans' && quote.nameZh !== '' ? quote.nameZh : quote.nameEn;
}

/**
 * Market quotes: /managed-futures/market-quotes. The spec leaves the content open: one card per
 * benchmark or index the site holds, with its latest month, YTD and 12-month returns and a line
 * of its last three years. Visitors who are not signed in see it behind the sign-in blocker.
 */
export function MarketQuotesPage() {
  const t = useT();
  const lang = useLang();
  const session = useSession();
  const { data, error, isPending } = useQuery(marketQuotesQuery);

  return (
    <Page title={t('screens.marketQuotes')} subtitle={t('marketQuotes.intro')}>
      {!isSignedIn(session) && <SignInBlocker />}
      {error ? (
        <ErrorAlert error={error} />
      ) : isPending ? (
        <Spinner />
      ) : data.length === 0 ? (
        <Alert variant="info">{t('marketQuotes.empty')}</Alert>
      ) : (
        <ul className="market-quotes">
          {data.map((quote) => (
            <li key={quote.id} className="market-quote">
              <h2 className="market-quote__name">{quoteName(quote, lang)}</h2>
              <p className="market-quote__kind">
                {quote.kind === 'benchmark' ? t('marketQuotes.kindBenchmark') : t('marketQuotes.kindIndex')} ·{' '}
                {t('marketQuotes.asOf', { month: formatMonth(yyyymm(quote.lastMonth), lang) })}
              </p>
              <dl className="market-quote__figures">
                <Figure label={t('marketQuotes.monthReturn')} value={quote.monthReturn} />
                <Figure label={t('marketQuotes.ytd')} value={quote.ytdReturn} />
                <Figure label={t('marketQuotes.twelveMonths')} value={quote.twelveMonthReturn} />
              </dl>
              <Sparkline
                width={260}
                height={48}
                values={quote.vami.map((point) => point.value)}
                label={`${quoteName(quote, lang)}: ${t('marketQuotes.chart')}`}
              />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

function Figure({ label, value }: { label: string; value: number | null | undefined }) {
  const negative = value !== undefined && value !== null && value < 0;
  return (
    <div className="market-quote__figure">
      <dt>{label}</dt>
      <dd className={cx(negative && 'market-quote__negative')}>{formatPercent(value)}</dd>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { SignInBlocker } from '@/components/SignInBlocker/SignInBlocker';
import { Sparkline } from '@/components/Sparkline/Sparkline';
import { Spinner } from '@/components/Spinner/Spinner';
import type { Lang } from '@/config/languages';
import { indexPath } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import { useLang, useT } from '@/i18n/i18n-context';
import { marketQuotesQuery } from '@/features/market-quotes/api/market-quotes';
import {
  hasIndexPage,
  quoteSections,
  type MarketQuote,
  type QuoteSection,
} from '@/features/market-quotes/model/quote-sections';
import { cx } from '@/lib/class-names';
import { formatMonth, formatPercent } from '@/lib/format';
import { isSignedIn, useSession } from '@/lib/session';
import './MarketQuotesPage.css';

const sectionTitles: Readonly<Record<QuoteSection, MessageKey>> = {
  main: 'marketQuotes.sectionMain',
  sector: 'marketQuotes.sectionSector',
  strategy: 'marketQuotes.sectionStrategy',
  methodology: 'marketQuotes.sectionMethodology',
  assets: 'marketQuotes.sectionAssets',
  other: 'marketQuotes.sectionOther',
};

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
 * of its last three years; the S&P 500 and the main CTA index first, then the index families.
 * Visitors who are not signed in see it behind the sign-in blocker.
 */
export function MarketQuotesPage() {
  const t = useT();
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
        quoteSections(data).map(({ section, quotes }) => <Section key={section} section={section} quotes={quotes} />)
      )}
    </Page>
  );
}

function Section({ section, quotes }: { section: QuoteSection; quotes: readonly MarketQuote[] }) {
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="market-quotes__section">
      <h2 id={titleId} className={cx('market-quotes__title', section === 'main' && 'visually-hidden')}>
        {t(sectionTitles[section])}
      </h2>
      <ul className="market-quotes">
        {quotes.map((quote) => (
          <Card key={quote.id} quote={quote} />
        ))}
      </ul>
    </section>
  );
}

function Card({ quote }: { quote: MarketQuote }) {
  const t = useT();
  const lang = useLang();
  const name = quoteName(quote, lang);
  return (
    <li className="market-quote">
      <h3 className="market-quote__name">
        {hasIndexPage(quote) ? <LangLink to={indexPath(quote.portfolioUri)}>{name}</LangLink> : name}
      </h3>
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
        label={`${name}: ${t('marketQuotes.chart')}`}
      />
    </li>
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

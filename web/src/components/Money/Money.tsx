import { useLang, useT } from '@/i18n/i18n-context';
import { formatAmount } from '@/lib/format';
import './Money.css';

/**
 * An amount in its own currency, shortened. An amount in another currency than the dollar
 * carries its US-dollar value (what the listing sorts and filters by) as a hover title and as
 * text for screen readers.
 */
export function Money({ amount, currency, usd }: { amount: number | null | undefined; currency: string; usd?: number | null }) {
  const t = useT();
  const lang = useLang();
  const text = formatAmount(amount, currency, lang);
  if (currency === 'USD' || amount === null || amount === undefined || usd === null || usd === undefined) {
    return <span className="money">{text}</span>;
  }
  const converted = t('money.inUsd', { amount: formatAmount(usd, 'USD', lang) });
  return (
    <span className="money money--converted" title={converted}>
      {text}
      <span className="visually-hidden"> ({converted})</span>
    </span>
  );
}

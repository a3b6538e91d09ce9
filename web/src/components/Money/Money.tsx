import { useLang, useT } from '@/i18n/i18n-context';
import { formatAmount, formatExactAmount } from '@/lib/format';
import './Money.css';

interface MoneyProps {
  amount: number | null | undefined;
  currency: string;
  /** The amount in US dollars (by the server's rule), told on hover for another currency. */
  usd?: number | null;
  /** The exact figure matters (a portfolio's value, a cash level): told on hover too. */
  exact?: boolean;
}

/**
 * An amount in its own currency, shortened. An amount in another currency than the dollar
 * carries its US-dollar value (what the listing sorts and filters by) as a hover title and as
 * text for screen readers; an exact one carries its figure to the unit the same way.
 */
export function Money({ amount, currency, usd, exact = false }: MoneyProps) {
  const t = useT();
  const lang = useLang();
  const text = formatAmount(amount, currency, lang);
  if (amount === null || amount === undefined) return <span className="money">{text}</span>;
  const converted = currency !== 'USD' && usd !== null && usd !== undefined ? formatAmount(usd, 'USD', lang) : undefined;
  const whole = exact ? formatExactAmount(amount, currency, lang) : undefined;
  // A figure the shortening leaves whole ("$750") has nothing more to tell.
  const told = whole === text ? undefined : whole;
  const more =
    told !== undefined && converted !== undefined
      ? t('money.exactInUsd', { exact: told, amount: converted })
      : converted !== undefined
        ? t('money.inUsd', { amount: converted })
        : told;
  if (more === undefined) return <span className="money">{text}</span>;
  return (
    <span className={converted === undefined ? 'money money--more' : 'money money--more money--converted'} title={more}>
      {text}
      <span className="visually-hidden"> ({more})</span>
    </span>
  );
}

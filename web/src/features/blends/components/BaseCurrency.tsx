import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { LangLink } from '@/components/LangLink/LangLink';
import { Money } from '@/components/Money/Money';
import { paths } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { formatExactAmount } from '@/lib/format';
import { latestExchangeRatesQuery } from '@/lib/exchange-rates-api';
import { referenceName, useReferenceData } from '@/lib/reference-data';
import { isSignedIn, useSession } from '@/lib/session';
import { inBase } from '@/lib/usd';
import { baseChoices, type BlendBase, type Rates } from '@/features/blends/model/base-currency';
import type { BlenderModel } from '@/features/blends/model/blender-model';

/** A currency as the site names it in the page's language ("EUR – Euro"); its code until the names load. */
function useCurrencyLabel(): (code: string) => string {
  const lang = useLang();
  const currencies = useReferenceData().data?.currencies;
  return (code) => {
    const item = currencies?.find((currency) => currency.code === code);
    return item ? `${code} – ${referenceName(item, lang)}` : code;
  };
}

interface BaseCurrencyChoiceProps {
  model: BlenderModel;
  base: BlendBase;
  readOnly: boolean;
}

/**
 * The currency the blend sums its amounts in, chosen among those the site has a rate for (the
 * blend's own always offered), and the one statement of what that assumes of the returns.
 */
export function BaseCurrencyChoice({ model, base, readOnly }: BaseCurrencyChoiceProps) {
  const t = useT();
  const id = useId();
  const label = useCurrencyLabel();
  // A read-only blend cannot change its base: no need for the choices.
  const { data: rates } = useQuery({ ...latestExchangeRatesQuery, enabled: !readOnly });
  const choices = baseChoices(rates, base);
  return (
    <div className="blender-base">
      <div className="blender-base__choice">
        <label htmlFor={id} className="blender-period__label">
          {t('blender.baseCurrency')}
        </label>
        <select
          id={id}
          className="blender-input"
          value={base.baseCurrency}
          disabled={readOnly}
          onChange={(event) => {
            const chosen = choices.find((choice) => choice.currency === event.target.value);
            if (chosen) model.setBaseCurrency(chosen.currency, chosen.usdPerUnit);
          }}
        >
          {choices.map((choice) => (
            <option key={choice.currency} value={choice.currency}>
              {label(choice.currency)}
            </option>
          ))}
        </select>
      </div>
      <p className="blender-note">{t('blender.hedgedNote', { currency: base.baseCurrency })}</p>
    </div>
  );
}

/**
 * Why nothing is computed: a currency without a rate, named, and who adds rates (the tab itself
 * linked for an administrator, the only reader who can use it).
 */
export function NoRateAlert({ currencies }: { currencies: readonly string[] }) {
  const t = useT();
  const session = useSession();
  const isAdmin = isSignedIn(session) && session.isAdmin;
  return (
    <Alert variant="warning">
      <p>{t('blender.noRate', { currencies: currencies.join(t('blender.programSeparator')) })}</p>
      <p>
        {isAdmin ? (
          <LangLink to={`${paths.admin}/exchange-rates`}>{t('blender.noRateAdminLink')}</LangLink>
        ) : (
          t('blender.noRateWho')
        )}
      </p>
    </Alert>
  );
}

interface BaseAmountProps {
  amount: number | null | undefined;
  currency: string;
  /** The amount's rate and the base's; without them no base value is shown. */
  rates: Rates | undefined;
  /** The blend's base currency. */
  base: string;
  /** Written to the unit (an amount Apply writes as it is), not shortened. */
  whole?: boolean;
}

/** An amount in its program's currency and, beneath it when the currencies differ, its base value. */
export function BaseAmount({ amount, currency, rates, base, whole = false }: BaseAmountProps) {
  const lang = useLang();
  return (
    <>
      {whole ? formatExactAmount(amount, currency, lang) : <Money amount={amount} currency={currency} exact />}
      {currency !== base && rates && typeof amount === 'number' && (
        <span className="blender-base-value">
          <Money amount={inBase(amount, rates.usdPerUnit, rates.baseUsdPerUnit)} currency={base} exact />
        </span>
      )}
    </>
  );
}

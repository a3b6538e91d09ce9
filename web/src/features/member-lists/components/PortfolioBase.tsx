import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { SelectField } from '@/components/Form/SelectField';
import { Money } from '@/components/Money/Money';
import { useToast } from '@/components/Toast/toast-context';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import { latestExchangeRatesQuery } from '@/lib/exchange-rates-api';
import { currencySymbol } from '@/lib/format';
import { inUsd } from '@/lib/usd';
import { setBaseCurrency, type Portfolio } from '@/features/member-lists/api/portfolio';
import { baseCurrencyChoices, currenciesWithoutRate } from '@/features/member-lists/model/portfolio-base';

/**
 * The currency the portfolio is summed in, which the member chooses, and the total in it; when a
 * currency lacks a rate, which one, since there is then no total and no share (issue 30).
 */
export function PortfolioBase({ portfolio, saved }: { portfolio: Portfolio; saved: (portfolio: Portfolio) => void }) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const rates = useQuery(latestExchangeRatesQuery).data;
  const [busy, setBusy] = useState(false);
  const base = portfolio.baseCurrency;
  const missing = currenciesWithoutRate(portfolio);

  const choose = async (baseCurrency: string) => {
    setBusy(true);
    try {
      saved(await setBaseCurrency(baseCurrency));
    } catch (failure) {
      const noRate = failure instanceof ApiError && failure.fields.baseCurrency === 'noExchangeRate';
      toast.show(noRate ? t('members.baseNoExchangeRate', { currency: baseCurrency }) : t(errorMessageKey(failure)), { variant: 'danger' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="member-list__toolbar">
        <SelectField
          label={t('members.baseCurrency')}
          hint={t('members.baseCurrencyHint')}
          value={base}
          disabled={busy}
          options={baseCurrencyChoices(
            rates?.map((rate) => rate.currency),
            base,
          ).map((currency) => ({ value: currency, label: currency }))}
          onChange={(event) => void choose(event.target.value)}
        />
        <dl className="member-list__summary">
          <div>
            <dt>{t('members.totalIn', { currency: currencySymbol(base, lang) })}</dt>
            <dd>
              <Money amount={portfolio.total} currency={base} usd={inUsd(portfolio.total, portfolio.baseUsdPerUnit)} exact />
            </dd>
          </div>
        </dl>
      </div>
      {missing.length > 0 && (
        <Alert variant="warning" className="member-list__notice">
          {t('members.noExchangeRate', { currencies: missing.join(', ') })}
        </Alert>
      )}
    </>
  );
}

import { useMemo } from 'react';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizeCountries, type Country } from '@/lib/countries';
import { SelectField, type SelectFieldProps } from './SelectField';

export interface CountrySelectProps extends Omit<SelectFieldProps, 'options' | 'placeholder' | 'value' | 'onChange'> {
  /** ISO 3166-1 alpha-2 code, or '' for none chosen yet. */
  value: string;
  /** The chosen country with its dialing prefix, so a form can fill in the phone prefix. */
  onChange: (country: Country) => void;
  /** The countries named in the interface language (`useCountries`); undefined while loading. */
  countries: readonly Country[] | undefined;
}

/** A country picker named in the interface language. */
export function CountrySelect({ value, onChange, countries, ...field }: CountrySelectProps) {
  const t = useT();
  const lang = useLang();
  // Until the list arrives, the current country alone keeps the control from showing a wrong one.
  const choices = useMemo(
    () => countries ?? (value === '' ? [] : localizeCountries([{ code: value, dialingPrefix: '' }], lang)),
    [countries, value, lang],
  );

  return (
    <SelectField
      {...field}
      value={value}
      placeholder={t('account.countryPlaceholder')}
      options={choices.map((country) => ({ value: country.code, label: country.name }))}
      onChange={(event) => {
        const chosen = choices.find((country) => country.code === event.target.value);
        if (chosen) onChange(chosen);
      }}
    />
  );
}

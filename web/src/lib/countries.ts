import { htmlLang, type Lang } from '@/config/languages';

/** A country as the server lists it: ISO 3166-1 alpha-2 code and its telephone prefix (`+1`). */
export interface CountryCode {
  code: string;
  dialingPrefix: string;
}

/** A country with its name in the interface language. */
export interface Country extends CountryCode {
  name: string;
}

/** Spec section 9: visitors of the Chinese site are most likely in China, the others in the US. */
const defaults: Record<Lang, CountryCode> = {
  en: { code: 'US', dialingPrefix: '+1' },
  'zh-hans': { code: 'CN', dialingPrefix: '+86' },
};

export function defaultCountry(lang: Lang): CountryCode {
  return defaults[lang];
}

/**
 * The countries named in `lang` and sorted by that name. The server keeps only codes: the browser's
 * CLDR data names every region in every language, so no catalog has to.
 */
export function localizeCountries(countries: readonly CountryCode[], lang: Lang): Country[] {
  const names = new Intl.DisplayNames([htmlLang[lang]], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(htmlLang[lang]);
  return countries
    .map((country) => ({ ...country, name: names.of(country.code) ?? country.code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The interface languages, as they appear in URL prefixes (`/en/...`, `/zh-hans/...`). */
export const languages = ['en', 'zh-hans'] as const;

export type Lang = (typeof languages)[number];

export const defaultLang: Lang = 'en';

/** BCP 47 tags for `<html lang>`: the URL prefix is lower-case, the script subtag is not. */
export const htmlLang: Record<Lang, string> = {
  en: 'en',
  'zh-hans': 'zh-Hans',
};

export function isLang(value: string | undefined): value is Lang {
  return languages.some((lang) => lang === value);
}

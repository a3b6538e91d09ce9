import { useEffect, useMemo, type ReactNode } from 'react';
import { htmlLang, type Lang } from '@/config/languages';
import { catalogs } from './catalogs';
import { I18nContext, type I18n } from './i18n-context';
import { createTranslate } from './translate';

interface I18nProviderProps {
  lang: Lang;
  children: ReactNode;
}

/** Provides the language taken from the URL prefix; `<html lang>` follows it for screen readers. */
export function I18nProvider({ lang, children }: I18nProviderProps) {
  const value = useMemo<I18n>(() => ({ lang, t: createTranslate(catalogs[lang]) }), [lang]);

  useEffect(() => {
    document.documentElement.lang = htmlLang[lang];
  }, [lang]);

  return <I18nContext value={value}>{children}</I18nContext>;
}

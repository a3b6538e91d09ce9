import { use, useEffect, useMemo, type ReactNode } from 'react';
import { htmlLang, type Lang } from '@/config/languages';
import { loadCatalog, loadedCatalog } from './catalogs';
import { I18nContext, type I18n } from './i18n-context';
import { createTranslate } from './translate';

interface I18nProviderProps {
  lang: Lang;
  children: ReactNode;
}

/**
 * Provides the language taken from the URL prefix; `<html lang>` follows it for screen readers.
 * Suspends until the language's messages have arrived (the router fetches them before it shows
 * a page in a new language, so that is the first page only).
 */
export function I18nProvider({ lang, children }: I18nProviderProps) {
  const catalog = loadedCatalog(lang) ?? use(loadCatalog(lang));
  const value = useMemo<I18n>(() => ({ lang, t: createTranslate(catalog) }), [lang, catalog]);

  useEffect(() => {
    document.documentElement.lang = htmlLang[lang];
  }, [lang]);

  return <I18nContext value={value}>{children}</I18nContext>;
}

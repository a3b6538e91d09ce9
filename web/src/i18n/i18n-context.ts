import { createContext, use } from 'react';
import type { Lang } from '@/config/languages';
import type { Translate } from './translate';

export interface I18n {
  lang: Lang;
  t: Translate;
}

export const I18nContext = createContext<I18n | null>(null);

export function useI18n(): I18n {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useI18n() needs an <I18nProvider> above it');
  return i18n;
}

/** The translate function of the current language: `t('nav.tools')`, `t('pager.range', { from })`. */
export function useT(): Translate {
  return useI18n().t;
}

export function useLang(): Lang {
  return useI18n().lang;
}

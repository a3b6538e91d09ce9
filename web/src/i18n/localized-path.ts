import { useCallback } from 'react';
import { isLang, type Lang } from '@/config/languages';
import { useLang } from './i18n-context';

/** `/tools/blender` → `/zh-hans/tools/blender`. */
export function localizePath(lang: Lang, path: string): string {
  return `/${lang}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Splits `/zh-hans/tools/blender` into its language and the path after the prefix. */
export function splitLangPrefix(pathname: string): { lang: Lang | undefined; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1]?.toLowerCase();
  if (isLang(first)) return { lang: first, rest: match?.[2] ?? '/' };
  return { lang: undefined, rest: pathname };
}

/** The same page in another language: the prefix changes, the rest of the path stays. */
export function switchLangPath(pathname: string, lang: Lang): string {
  return localizePath(lang, splitLangPrefix(pathname).rest);
}

export function useLocalizePath(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => localizePath(lang, path), [lang]);
}

import type { Lang } from '@/config/languages';
import { paths } from '@/config/paths';
import { localizePath, splitLangPrefix } from '@/i18n/localized-path';

/**
 * Where a signed-in visitor of /login goes: the `redirect` query when it is a path on this site
 * (starts with one '/', no scheme or host), prefixed with the language unless it has one; else
 * the performance page.
 */
export function loginRedirectTarget(lang: Lang, redirect: string | null): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.includes('\\')) {
    try {
      const url = new URL(redirect, 'http://same.site');
      if (url.host === 'same.site') {
        const path = `${url.pathname}${url.search}${url.hash}`;
        return splitLangPrefix(url.pathname).lang ? path : localizePath(lang, path);
      }
    } catch {
      // Not a URL at all: fall back to the default.
    }
  }
  return localizePath(lang, paths.performance);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** The remember-me preference: the email to prefill, kept only in this browser. */
export const rememberedEmailKey = 'atlas.rememberEmail';

export function loadRememberedEmail(): string | null {
  try {
    return localStorage.getItem(rememberedEmailKey);
  } catch {
    return null;
  }
}

export function saveRememberedEmail(email: string | null): void {
  try {
    if (email === null) localStorage.removeItem(rememberedEmailKey);
    else localStorage.setItem(rememberedEmailKey, email);
  } catch {
    // Storage blocked: the preference is simply not kept.
  }
}

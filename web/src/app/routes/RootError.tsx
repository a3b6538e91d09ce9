import type { Lang } from '@/config/languages';
import { loadedCatalog } from '@/i18n/catalogs';
import { I18nProvider } from '@/i18n/I18nProvider';
import { RouteError } from './RouteError';

// Used when the language's catalog itself could not be downloaded, so it cannot be translated.
const reloadWithoutCatalog: Readonly<Record<Lang, string>> = { en: 'Reload the page', 'zh-hans': '重新加载页面' };

/**
 * Last resort above the language root: the error screen in the page's language, or a bare
 * reload link when that language's messages are what failed to download.
 */
export function RootError({ lang }: { lang: Lang }) {
  if (!loadedCatalog(lang)) {
    return (
      <p role="alert">
        <a href={window.location.href}>{reloadWithoutCatalog[lang]}</a>
      </p>
    );
  }
  return (
    <I18nProvider lang={lang}>
      <RouteError />
    </I18nProvider>
  );
}

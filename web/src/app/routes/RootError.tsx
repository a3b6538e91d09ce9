import { defaultLang } from '@/config/languages';
import { I18nProvider } from '@/i18n/I18nProvider';
import { splitLangPrefix } from '@/i18n/localized-path';
import { RouteError } from './RouteError';

/** Last resort above the language roots: the error screen in the URL's language. */
export function RootError() {
  const lang = splitLangPrefix(window.location.pathname).lang ?? defaultLang;
  return (
    <I18nProvider lang={lang}>
      <RouteError />
    </I18nProvider>
  );
}

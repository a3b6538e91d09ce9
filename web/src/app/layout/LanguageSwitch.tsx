import { Link, useLocation } from '@/lib/router/Router';
import { htmlLang, languages } from '@/config/languages';
import { useLang, useT } from '@/i18n/i18n-context';
import { switchLangPath } from '@/i18n/localized-path';

/** English / 简体中文: the same page in the other language, each name in its own language. */
export function LanguageSwitch({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const current = useLang();
  const location = useLocation();
  return (
    <ul className="language-switch" aria-label={t('language.label')}>
      {languages.map((lang) => (
        <li key={lang}>
          <Link
            to={`${switchLangPath(location.pathname, lang)}${location.search}${location.hash}`}
            lang={htmlLang[lang]}
            hrefLang={htmlLang[lang]}
            aria-current={lang === current ? 'true' : undefined}
            className="language-switch__link"
            onClick={onNavigate}
          >
            {t(`language.${lang}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

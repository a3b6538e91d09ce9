import { redirect, type RouteObject } from 'react-router';
import { defaultLang, languages } from '@/config/languages';
import { paths } from '@/config/paths';
import { localizePath } from '@/i18n/localized-path';
import { LangRoot } from '@/app/layout/LangRoot';
import { AppLoading } from './AppLoading';
import { RootError } from './RootError';
import { RouteError } from './RouteError';
import { screenRoutes } from './screen-routes';

/**
 * `/` goes to the program list; `/en/...` and `/zh-hans/...` hold the same screens; any other path
 * is taken as a screen path without its prefix and sent to the English one (which may be the
 * lost page).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RootError />,
      HydrateFallback: AppLoading,
      children: [
        { path: '/', loader: () => redirect(localizePath(defaultLang, paths.home)), Component: AppLoading },
        ...languages.map(
          (lang): RouteObject => ({
            path: `/${lang}`,
            element: <LangRoot lang={lang} />,
            // Pathless, so a failing screen is shown inside the header and footer.
            children: [{ errorElement: <RouteError />, children: screenRoutes(lang) }],
          }),
        ),
        {
          path: '*',
          Component: AppLoading,
          loader: ({ request }) => {
            const url = new URL(request.url);
            return redirect(`${localizePath(defaultLang, url.pathname)}${url.search}`);
          },
        },
      ],
    },
  ];
}

import { defaultLang, type Lang } from '@/config/languages';
import { paths } from '@/config/paths';
import { loadCatalog, loadedCatalog } from '@/i18n/catalogs';
import { localizePath, splitLangPrefix } from '@/i18n/localized-path';
import type { RouterLocation } from '@/lib/router/history';
import { createMatcher, type Params } from '@/lib/router/match';
import type { ShownRoute } from './screen-route';
import { screenRoutes } from './screen-routes';

export type Resolution =
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'screen'; readonly lang: Lang; readonly route: ShownRoute; readonly params: Params };

const matchScreen = createMatcher(screenRoutes());

/**
 * What a location shows. `/` is the English program list; `/en/...` and `/zh-hans/...` hold the
 * same screens; any other path is taken as a screen path without its prefix and sent to the
 * English one (which may be the lost page).
 */
export function resolveLocation({ pathname, search }: Pick<RouterLocation, 'pathname' | 'search'>): Resolution {
  if (pathname === '/') return { kind: 'redirect', to: localizePath(defaultLang, paths.home) };
  const { lang, rest } = splitLangPrefix(pathname);
  if (!lang) return { kind: 'redirect', to: `${localizePath(defaultLang, pathname)}${search}` };
  // The table ends in `*`, so every path under a language prefix matches.
  const match = matchScreen(rest);
  if (!match) throw new Error(`no screen route matches ${rest}`);
  const { route, params } = match;
  if ('redirectTo' in route) return { kind: 'redirect', to: localizePath(lang, route.redirectTo) };
  return { kind: 'screen', lang, route, params };
}

/**
 * What the router waits for before it shows `location`: the screen's code and the language's
 * messages, when they have not arrived yet. A failure is not waited on twice: the screen shows
 * it (RouteError).
 */
export function prepareLocation(location: Pick<RouterLocation, 'pathname' | 'search'>): Promise<unknown> | undefined {
  const resolution = resolveLocation(location);
  if (resolution.kind !== 'screen') return undefined;
  const waits: Promise<unknown>[] = [];
  if (!loadedCatalog(resolution.lang)) waits.push(loadCatalog(resolution.lang));
  const screen = resolution.route.preload?.();
  if (screen) waits.push(screen);
  return waits.length === 0 ? undefined : Promise.allSettled(waits);
}

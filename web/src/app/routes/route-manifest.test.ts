/**
 * The server's copy of the route table: `server/src/site/routes.json`, which the server embeds to
 * tell pages from unknown paths (404), title and describe each page in the head it sends, and
 * list the sitemap. This test derives the manifest from `screenRoutes()` and the catalogs and
 * fails when the committed file differs; after changing a route or one of the texts it holds,
 * write the file anew with
 *
 *     ROUTES_UPDATE=1 npx vitest run src/app/routes/route-manifest.test.ts
 *
 * and commit it with the change (docs/conventions.md, "Generated files").
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { languages, type Lang } from '@/config/languages';
import type { MessageKey } from '@/i18n/catalogs';
import { LostPage } from '@/components/LostPage/LostPage';
import { catalogs } from '@/test/catalogs';
import type { RecordKind, ScreenRoute } from './screen-route';
import { screenRoutes } from './screen-routes';

type Localized = Readonly<Record<Lang, string>>;

type ManifestRoute =
  | { readonly pattern: string; readonly kind: 'redirect'; readonly redirectTo: string }
  | { readonly pattern: string; readonly kind: 'lost' }
  | {
      readonly pattern: string;
      readonly kind: 'page';
      readonly title: Localized;
      readonly description: Localized;
      readonly allowedParams?: Readonly<Record<string, readonly string[]>>;
      readonly about?: RecordKind;
      readonly inSitemap?: true;
      readonly noindex?: true;
    };

function localized(key: MessageKey): Localized {
  return Object.fromEntries(languages.map((lang) => [lang, catalogs[lang][key]])) as Record<Lang, string>;
}

function manifestRoute(route: ScreenRoute): ManifestRoute {
  if ('redirectTo' in route) return { pattern: route.path, kind: 'redirect', redirectTo: route.redirectTo };
  if (route.Component === LostPage) return { pattern: route.path, kind: 'lost' };
  return {
    pattern: route.path,
    kind: 'page',
    title: localized(route.title),
    description: localized(route.description ?? 'meta.description'),
    ...(route.allowedParams && { allowedParams: route.allowedParams }),
    ...(route.about && { about: route.about }),
    ...(route.inSitemap && { inSitemap: true }),
    ...(route.noindex && { noindex: true }),
  };
}

/** The manifest as the server reads it: the site's texts in each language, then the routes. */
function manifest() {
  return {
    site: {
      name: localized('app.name'),
      documentTitle: localized('app.documentTitle'),
      description: localized('meta.description'),
      notFoundTitle: localized('errors.pageNotFound'),
      programTitle: localized('meta.programTitle'),
      programDescription: localized('meta.programDescription'),
      groupDescription: localized('meta.groupDescription'),
      indexRankingsTitle: localized('indexes.rankingsTitle'),
    },
    routes: screenRoutes().map(manifestRoute),
  };
}

/** The web app's type program has no Node types (the browser has no files): the shape used here. */
interface Files {
  readFileSync(path: string, encoding: 'utf8'): string;
  writeFileSync(path: string, text: string): void;
}

// Through a variable: Vite rewrites `new URL('…', import.meta.url)` into the address it serves.
const thisFile = import.meta.url;
const manifestPath = new URL('../../../../server/src/site/routes.json', thisFile).pathname;

describe('the route manifest', () => {
  // The server serves the production build, whose table has no development-only screens.
  beforeAll(() => {
    vi.stubEnv('DEV', false);
  });

  it('is the route table, as committed in server/src/site/routes.json', async () => {
    const nodeFs = 'node:fs';
    const files = (await import(/* @vite-ignore */ nodeFs)) as Files;
    const derived = `${JSON.stringify(manifest(), null, 2)}\n`;
    if (import.meta.env.ROUTES_UPDATE === '1') files.writeFileSync(manifestPath, derived);
    expect(files.readFileSync(manifestPath, 'utf8'), 'stale: run with ROUTES_UPDATE=1 and commit the file').toBe(
      derived,
    );
  });

  it('gives every page a title of its own in each language', () => {
    const pages = manifest().routes.filter((route) => route.kind === 'page');
    for (const lang of languages) {
      const titles = pages.map((route) => route.title[lang]);
      expect(titles.filter((title, index) => titles.indexOf(title) !== index), lang).toEqual([]);
    }
  });

  it('names the parameters the server reads for the pages about a record', () => {
    const about = manifest().routes.flatMap((route) =>
      route.kind === 'page' && route.about ? [[route.about, route.pattern]] : [],
    );
    expect(about).toEqual([
      ['indexRankings', 'indexes/:portfolioUri/rankings'],
      ['index', 'indexes/:portfolioUri/:tab?'],
      ['group', 'groups/:groupUri'],
      ['program', 'groups/:groupUri/programs/:programUri/:tab?'],
      ['sharedBlend', 'shared-blends/:token'],
      ['post', 'news/:postId'],
    ]);
  });

  it('has no development page: a production build does not serve the engine check', () => {
    expect(manifest().routes.map((route) => route.pattern)).not.toContain('engine-check');
  });

  it('lists in the sitemap only pages without parameters', () => {
    const listed = manifest().routes.filter((route) => route.kind === 'page' && route.inSitemap);
    expect(listed.filter((route) => route.pattern.includes(':'))).toEqual([]);
    expect(listed.map((route) => route.pattern)).toContain('managed-futures/performance');
  });
});

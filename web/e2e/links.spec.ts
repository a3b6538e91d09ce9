import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { firstProgram, signIn } from './support/session';

/**
 * No dead ends: every same-origin link of the main screens, as an anonymous visitor, a member and
 * an administrator, in both languages, leads to a page. Each link is asked of the server (which
 * answers 404 for an unknown path, a missing record or a tab that does not exist); one link of
 * each kind of page (its route and tab) is then opened in the browser, which must show neither
 * the lost page nor a placeholder: a page whose content is only its heading.
 */

interface ManifestRoute {
  pattern: string;
  kind: 'page' | 'redirect' | 'lost';
  allowedParams?: Record<string, string[]>;
}

const manifest = JSON.parse(readFileSync(new URL('../../server/src/site/routes.json', import.meta.url), 'utf8')) as {
  routes: ManifestRoute[];
};
const catalog = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../src/i18n/${lang}.json`, import.meta.url), 'utf8')) as {
    'errors.pageNotFound': string;
  };
/** The lost page's tab title in each language. */
const notFoundTitles = ['en', 'zh-hans'].map((lang) => catalog(lang)['errors.pageNotFound']);

const languages = ['en', 'zh-hans'] as const;
/** The bound of a role's crawl, both languages together. */
const maxLinks = 400;

interface Role {
  name: string;
  account?: { email: string; password: string };
  /** The role's main screens beyond everyone's, without the language prefix; their tabs are visited too. */
  screens: string[];
}

const memberScreens = [
  '/tools/dashboard',
  '/tools/watchlist',
  '/tools/portfolio',
  '/tools/blender',
  '/tools/saved-blends',
  '/profile',
];

const roles: Role[] = [
  { name: 'anonymous', screens: [] },
  { name: 'member', account: { email: 'member@demo.cta-atlas.test', password: 'DemoMember1' }, screens: memberScreens },
  {
    name: 'administrator',
    account: { email: 'admin@demo.cta-atlas.test', password: 'DemoAdmin1' },
    screens: [...memberScreens, '/admin'],
  },
];

/**
 * The kind of page a path under a language is: its route's pattern with the record named by `*`
 * and a tab kept (tabs show different content); undefined for a path the route table does not know.
 */
function pageKind(pathname: string): string | undefined {
  const segments = pathname.split('/').slice(2).filter((segment) => segment !== '');
  for (const route of manifest.routes) {
    if (route.kind === 'lost') continue;
    const parts = route.pattern.split('/').filter((part) => part !== '');
    const required = parts.filter((part) => !part.endsWith('?')).length;
    if (segments.length < required || segments.length > parts.length) continue;
    const kind: string[] = [];
    const matches = parts.every((part, at) => {
      const segment = segments[at];
      if (!part.startsWith(':')) {
        kind.push(part);
        return segment === part;
      }
      if (segment === undefined) return part.endsWith('?');
      const name = part.replace(/^:|\?$/g, '');
      const allowed = route.allowedParams?.[name];
      if (allowed && !allowed.includes(decodeURIComponent(segment))) return false;
      kind.push(allowed ? segment : '*');
      return true;
    });
    if (matches) return `${route.kind} ${kind.join('/')}`;
  }
  return undefined;
}

/** The page has drawn its content: the heading shown and nothing loading any more. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main .spinner')).toHaveCount(0, { timeout: 15_000 });
}

/** Same-origin links of the page, without their fragment. */
async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
  );
  const origin = new URL(page.url()).origin;
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    if (url.origin !== origin) return [];
    url.hash = '';
    return [url.pathname + url.search];
  });
}

/**
 * Whether the page at `from` still links to `link`: specs running beside the crawl delete what
 * they made (a news post, a blend), and a link its page no longer shows is not a dead one.
 */
async function stillLinked(page: Page, from: string, link: string): Promise<boolean> {
  await page.goto(from);
  await settled(page);
  return (await linksOf(page)).includes(link);
}

/** What the page's main region shows besides its header: text, a table, a form control, a picture. */
function mainContent(page: Page) {
  return page.locator('main').evaluate((main) => {
    const content = main.cloneNode(true) as HTMLElement;
    content.querySelectorAll('.page-header, h1').forEach((header) => {
      header.remove();
    });
    const text = content.textContent.trim();
    return { text: text.slice(0, 80), hasElements: content.querySelector('table, form, input, select, img, svg, canvas, ul, ol') !== null };
  });
}

// A role's crawl is some hundreds of requests and a few dozen page loads.
test.describe.configure({ timeout: 180_000 });

for (const role of roles) {
  test(`every link of the main screens leads to a page, as ${role.name}`, async ({ page }) => {
    if (role.account) await signIn(page, role.account.email, role.account.password);
    const program = await firstProgram(page);
    const indexes = await page.request.get('/api/v1/indexes?pageSize=1');
    expect(indexes.ok()).toBe(true);
    const [index] = ((await indexes.json()) as { items: { portfolioUri: string }[] }).items;
    const screens = [
      '/managed-futures/performance',
      `/groups/${program.groupUri}/programs/${program.programUri}`,
      `/groups/${program.groupUri}`,
      '/indexes',
      ...(index ? [`/indexes/${index.portfolioUri}`] : []),
      ...role.screens,
    ];

    const found = new Map<string, string>();
    const collect = async () => {
      const from = new URL(page.url()).pathname;
      for (const link of await linksOf(page)) {
        if (found.size < maxLinks && !found.has(link)) found.set(link, from);
      }
    };
    for (const lang of languages) {
      for (const screen of screens) {
        await page.goto(`/${lang}${screen}`);
        await settled(page);
        await collect();
        // The tabs a reader has are buttons, not links; their content is laid out alike in
        // both languages, so one language's tabs are enough.
        if (lang !== 'en') continue;
        const tabs = page.getByRole('main').getByRole('tab');
        const count = await tabs.count();
        for (let at = 1; at < count; at += 1) {
          await tabs.nth(at).click();
          await settled(page);
          await collect();
        }
      }
    }
    expect(found.size, 'the main screens link somewhere').toBeGreaterThan(20);

    const failures: string[] = [];
    for (const [link, from] of found) {
      const response = await page.request.get(link, { maxRedirects: 0 });
      if (response.status() === 404 && !(await stillLinked(page, from, link))) continue;
      if (response.status() === 404 || response.status() >= 500) {
        failures.push(`${link} (linked from ${from}): HTTP ${String(response.status())}`);
      }
    }

    const opened = new Set<string>();
    for (const [link, from] of found) {
      // Files and the API (exports, feeds) are the server's, checked by their answer above.
      if (!languages.some((lang) => link === `/${lang}` || link.startsWith(`/${lang}/`) || link.startsWith(`/${lang}?`))) continue;
      const kind = pageKind(new URL(link, page.url()).pathname);
      if (kind === undefined) {
        failures.push(`${link} (linked from ${from}): no such page`);
        continue;
      }
      if (opened.has(kind)) continue;
      opened.add(kind);
      await page.goto(link);
      await settled(page);
      const title = await page.title();
      if (notFoundTitles.some((notFound) => title.startsWith(notFound))) {
        failures.push(`${link} (linked from ${from}): the lost page`);
        continue;
      }
      const content = await mainContent(page);
      if (content.text === '' && !content.hasElements) {
        failures.push(`${link} (linked from ${from}): a placeholder, only a heading`);
      }
    }
    test.info().annotations.push({
      type: 'crawl',
      description: `${String(found.size)} links, ${String(opened.size)} kinds of page opened`,
    });
    expect(failures).toEqual([]);
  });
}

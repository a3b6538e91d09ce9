import { languages, type Lang } from '@/config/languages';
import { loadOnce, type LoadOnce } from '@/lib/load-once';
import type en from './en.json';

/** English is the reference catalog: its keys are the message keys. */
export type MessageKey = keyof typeof en;

export type Catalog = Readonly<Record<MessageKey, string>>;

// Each catalog is a chunk of its own: a visitor downloads the messages of one language only.
const catalogs: Readonly<Record<Lang, LoadOnce<Catalog>>> = {
  en: loadOnce(() => import('./en.json').then((module) => module.default)),
  'zh-hans': loadOnce(() =>
    import('./zh-hans.json').then((module) => {
      // Typed as a Catalog so a key missing from the Chinese catalog fails the type check too.
      const zh: Catalog = module.default;
      return zh;
    }),
  ),
};

/** The language's messages, fetched once; a failed fetch is tried again on the next call. */
export function loadCatalog(lang: Lang): Promise<Catalog> {
  return catalogs[lang].load();
}

/** The language's messages if they have arrived. */
export function loadedCatalog(lang: Lang): Catalog | undefined {
  return catalogs[lang].loaded();
}

export function isMessageKey(key: string): key is MessageKey {
  // Every catalog has every key (the type above and catalogs.test.ts see to it), so whichever is
  // loaded answers; nothing translates before one is.
  const catalog = languages.map(loadedCatalog).find((loaded) => loaded !== undefined);
  if (!catalog) throw new Error('isMessageKey() before any catalog has loaded');
  return Object.hasOwn(catalog, key);
}

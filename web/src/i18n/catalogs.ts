import type { Lang } from '@/config/languages';
import type en from './en.json';

/** English is the reference catalog: its keys are the message keys. */
export type MessageKey = keyof typeof en;

export type Catalog = Readonly<Record<MessageKey, string>>;

// Each catalog is a chunk of its own: a visitor downloads the messages of one language only.
const loaders: Readonly<Record<Lang, () => Promise<Catalog>>> = {
  en: () => import('./en.json').then((module) => module.default),
  'zh-hans': () =>
    import('./zh-hans.json').then((module) => {
      // Typed as a Catalog so a key missing from the Chinese catalog fails the type check too.
      const zh: Catalog = module.default;
      return zh;
    }),
};

const loading = new Map<Lang, Promise<Catalog>>();
const loaded = new Map<Lang, Catalog>();

/** The language's messages, fetched once; a failed fetch is tried again on the next call. */
export function loadCatalog(lang: Lang): Promise<Catalog> {
  let promise = loading.get(lang);
  if (!promise) {
    promise = loaders[lang]().then(
      (catalog) => {
        loaded.set(lang, catalog);
        return catalog;
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, promise);
  }
  return promise;
}

/** The language's messages if they have arrived. */
export function loadedCatalog(lang: Lang): Catalog | undefined {
  return loaded.get(lang);
}

export function isMessageKey(key: string): key is MessageKey {
  // Every catalog has every key (the type above and catalogs.test.ts see to it), so whichever is
  // loaded answers; nothing translates before one is.
  const [catalog] = loaded.values();
  if (!catalog) throw new Error('isMessageKey() before any catalog has loaded');
  return Object.hasOwn(catalog, key);
}

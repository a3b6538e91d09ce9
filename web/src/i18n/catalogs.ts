import type { Lang } from '@/config/languages';
import en from './en.json';
import zhHans from './zh-hans.json';

/** English is the reference catalog: its keys are the message keys. */
export type MessageKey = keyof typeof en;

export type Catalog = Readonly<Record<MessageKey, string>>;

// Typed as a Catalog so a key missing from the Chinese catalog fails the type check too.
const zh: Catalog = zhHans;

export const catalogs: Readonly<Record<Lang, Catalog>> = { en, 'zh-hans': zh };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

import type { Lang } from '@/config/languages';
import type { Catalog } from '@/i18n/catalogs';
import en from '@/i18n/en.json';
import zhHans from '@/i18n/zh-hans.json';

/** Both catalogs at hand, for tests that translate outside a provider. */
export const catalogs: Readonly<Record<Lang, Catalog>> = { en, 'zh-hans': zhHans };

import type { Lang } from '@/config/languages';
import type { LegalDocument } from './legal-document';
import { termsEn } from './terms.en';
import { termsZhHans } from './terms.zh-hans';

/** The Terms of Service in each language. */
export const termsOfService: Readonly<Record<Lang, LegalDocument>> = { en: termsEn, 'zh-hans': termsZhHans };

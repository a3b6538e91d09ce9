import type { Lang } from '@/config/languages';
import type { LegalDocument } from './legal-document';
import { privacyEn } from './privacy.en';
import { privacyZhHans } from './privacy.zh-hans';

/** The Privacy Policy in each language. */
export const privacyPolicy: Readonly<Record<Lang, LegalDocument>> = { en: privacyEn, 'zh-hans': privacyZhHans };

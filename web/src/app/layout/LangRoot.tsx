import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/Toast/ToastProvider';
import type { Lang } from '@/config/languages';
import { I18nProvider } from '@/i18n/I18nProvider';
import { SiteLayout } from './SiteLayout';

/** Root of one language's pages: the language comes from the URL prefix, never from storage. */
export function LangRoot({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <I18nProvider lang={lang}>
      <ToastProvider>
        <SiteLayout>{children}</SiteLayout>
      </ToastProvider>
    </I18nProvider>
  );
}

import { Page } from '@/components/Layout/Page';
import { useLang, useT } from '@/i18n/i18n-context';
import { LegalDocumentView } from '@/features/legal/components/LegalDocumentView';
import { termsOfService } from '@/features/legal/content/terms';

/** Terms of service: /terms-of-service, in the page's language. */
export function TermsOfServicePage() {
  const t = useT();
  const lang = useLang();
  return (
    <Page title={t('screens.termsOfService')}>
      <LegalDocumentView document={termsOfService[lang]} />
    </Page>
  );
}

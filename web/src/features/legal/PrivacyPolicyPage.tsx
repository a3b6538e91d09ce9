import { Page } from '@/components/Layout/Page';
import { useLang, useT } from '@/i18n/i18n-context';
import { LegalDocumentView } from '@/features/legal/components/LegalDocumentView';
import { privacyPolicy } from '@/features/legal/content/privacy';

/** Privacy policy: /privacy-policy, in the page's language. */
export function PrivacyPolicyPage() {
  const t = useT();
  const lang = useLang();
  return (
    <Page title={t('screens.privacyPolicy')}>
      <LegalDocumentView document={privacyPolicy[lang]} />
    </Page>
  );
}

import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';
import type { VerificationControl } from '@/lib/inquiries';
import { sendContactMessage } from '@/features/contact/api/inquiries';
import { InquiryForm } from '@/features/contact/components/InquiryForm';

/** Contact Us: /contact-us. The message is stored and mailed to the site's administrators. */
export function ContactUsPage({ Verification }: { Verification: VerificationControl }) {
  const t = useT();
  return (
    <Page title={t('screens.contactUs')} subtitle={t('inquiry.contactIntro')}>
      <InquiryForm
        send={sendContactMessage}
        Verification={Verification}
        messageLabel={t('inquiry.contactMessage')}
        submitLabel={t('inquiry.contactSubmit')}
        thankYou={t('inquiry.contactThankYou')}
      />
    </Page>
  );
}

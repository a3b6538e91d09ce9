import { useState } from 'react';
import { Button } from '@/components/Button/Button';
import { Dialog } from '@/components/Dialog/Dialog';
import { useLang, useT } from '@/i18n/i18n-context';
import type { VerificationControl } from '@/lib/inquiries';
import { sendResearchRequest } from '@/features/contact/api/inquiries';
import { InquiryForm } from '@/features/contact/components/InquiryForm';

interface ResearchRequestButtonProps {
  programId: number;
  programName: string;
  Verification: VerificationControl;
}

/**
 * The program page's 'Free Research Report' button and its dialog: the request form, then the
 * thank-you for 30 s and a fresh form. A dialog, so visitors reach it over the sign-in blocker.
 */
export function ResearchRequestButton({ programId, programName, Verification }: ResearchRequestButtonProps) {
  const t = useT();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('inquiry.researchButton')}
      </Button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title={t('inquiry.researchTitle', { program: programName })}
        size="lg"
      >
        <InquiryForm
          send={(body) => sendResearchRequest({ ...body, programId, language: lang })}
          Verification={Verification}
          intro={<p>{t('inquiry.researchIntro', { program: programName })}</p>}
          messageLabel={t('inquiry.researchMessage')}
          submitLabel={t('inquiry.researchSubmit')}
          thankYou={t('inquiry.researchThankYou')}
        />
      </Dialog>
    </>
  );
}

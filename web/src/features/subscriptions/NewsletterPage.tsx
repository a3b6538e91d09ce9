import { useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { TextField } from '@/components/Form/TextField';
import { Page } from '@/components/Layout/Page';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import type { VerificationControl } from '@/lib/inquiries';
import type { VerificationSolution } from '@/lib/proof-of-work';
import { useForm } from '@/lib/use-form';
import { checkEmail, collectErrors } from '@/lib/validation';
import { subscribeToNewsletter } from './api';
import './mail-links.css';
import { useVerificationRenewal } from '@/lib/use-verification-renewal';

interface SignUpValues {
  email: string;
  verification: VerificationSolution | null;
}

/**
 * `/newsletter`: a visitor's sign-up. The address gets a confirmation link (double opt-in); the
 * page says the same whatever the address, so it tells no one who is subscribed.
 */
export function NewsletterPage({ Verification }: { Verification: VerificationControl }) {
  const t = useT();
  const lang = useLang();
  const form = useForm<SignUpValues>({ email: '', verification: null }, (values) =>
    collectErrors({
      email: checkEmail(values.email),
      verification: values.verification ? undefined : 'invalidRecaptcha',
    }),
  );
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const verificationBox = useVerificationRenewal(() => {
    form.set('verification', null);
  });
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!form.checkBeforeSubmit() || !form.values.verification) return;
    setWorking(true);
    try {
      await subscribeToNewsletter({
        email: form.values.email.trim(),
        language: lang,
        verification: form.values.verification,
      });
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        verificationBox.renewIfSpent(error.fields);
        if (form.showServerErrors(error.fields)) return;
      }
      setFailure(errorMessageKey(error));
    } finally {
      setWorking(false);
    }
  };

  if (sent) {
    return (
      <Page title={t('screens.newsletter')}>
        <Alert variant="success">{t('newsletter.checkEmail')}</Alert>
      </Page>
    );
  }

  return (
    <Page title={t('screens.newsletter')} subtitle={t('newsletter.intro')}>
      <form className="newsletter-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && <Alert variant="danger">{t(failure)}</Alert>}
        <TextField
          id={form.fieldId('email')}
          label={t('account.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={200}
          value={form.values.email}
          error={form.error('email')}
          onChange={(event) => {
            form.set('email', event.target.value);
          }}
        />
        <Verification
          id={form.fieldId('verification')}
          resetKey={verificationBox.resetKey}
          error={form.error('verification')}
          onChange={(solution) => {
            form.set('verification', solution);
          }}
        />
        <div className="newsletter-form__actions">
          <Button type="submit" variant="primary" loading={working}>
            {working ? t('common.working') : t('newsletter.submit')}
          </Button>
        </div>
      </form>
    </Page>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode, type SubmitEvent } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { FieldRow } from '@/components/Form/FieldRow';
import { TextAreaField } from '@/components/Form/TextAreaField';
import { TextField } from '@/components/Form/TextField';
import { Spinner } from '@/components/Spinner/Spinner';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import type { VerificationControl } from '@/lib/inquiries';
import { isSignedIn, useSession } from '@/lib/session';
import { useForm } from '@/lib/use-form';
import { senderDetailsQuery } from '@/features/contact/api/inquiries';
import {
  initialInquiry,
  inquiryBody,
  maxMessageLength,
  thankYouMs,
  validateInquiry,
  type InquiryValues,
  type SenderDetails,
} from '@/features/contact/model/inquiry-form';
import './inquiry-form.css';
import { useVerificationRenewal } from '@/lib/use-verification-renewal';

export type InquiryBody = ReturnType<typeof inquiryBody>;

export interface InquiryFormProps {
  /** Sends the form's body; an `ApiError` with field keys shows them under the fields. */
  send: (body: InquiryBody) => Promise<void>;
  Verification: VerificationControl;
  submitLabel: string;
  /** Shown for 30 s after a successful send, before the form starts over. */
  thankYou: string;
  messageLabel: string;
  /** Above the fields (what the form is for). */
  intro?: ReactNode;
}

/**
 * The inquiry form (research request, Contact Us): name, email, phone and message, filled in with
 * the signed-in reader's profile; a visitor proves they are human first.
 */
export function InquiryForm(props: InquiryFormProps) {
  const session = useSession();
  const email = isSignedIn(session) ? session.email : null;
  const details = useQuery({ ...senderDetailsQuery(email ?? ''), enabled: email !== null });
  if (email !== null && details.isPending) return <Spinner />;
  // Without the profile (it failed to load) the reader types their details in.
  const sender: SenderDetails | undefined = details.data;
  // Another account (or signing out) starts a fresh form with its own details.
  return <InquiryFormBody key={email ?? 'visitor'} signedIn={email !== null} sender={sender} {...props} />;
}

type BodyProps = InquiryFormProps & { signedIn: boolean; sender: SenderDetails | undefined };

/** The form, or its thank-you for 30 s; then a fresh form (the verification box unticked too). */
function InquiryFormBody(props: BodyProps) {
  const [sent, setSent] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => {
      setSent(false);
      setRound((current) => current + 1);
    }, thankYouMs);
    return () => {
      clearTimeout(timer);
    };
  }, [sent]);

  if (sent) return <Alert variant="success">{props.thankYou}</Alert>;
  return (
    <InquiryFields
      key={round}
      {...props}
      onSent={() => {
        setSent(true);
      }}
    />
  );
}

function InquiryFields({
  send,
  Verification,
  submitLabel,
  messageLabel,
  intro,
  signedIn,
  sender,
  onSent,
}: BodyProps & { onSent: () => void }) {
  const t = useT();
  const form = useForm<InquiryValues>(
    () => initialInquiry(sender),
    (values) => validateInquiry(values, signedIn),
  );
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const verificationBox = useVerificationRenewal(() => {
    form.set('verification', null);
  });
  const { values } = form;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!form.checkBeforeSubmit()) return;
    setWorking(true);
    try {
      await send(inquiryBody(values, signedIn));
    } catch (error) {
      setWorking(false);
      if (error instanceof ApiError && error.code === 'validation_failed') {
        verificationBox.renewIfSpent(error.fields);
        if (form.showServerErrors(error.fields)) return;
      }
      setFailure(errorMessageKey(error));
      return;
    }
    setWorking(false);
    onSent();
  };

  return (
    <form className="inquiry-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {intro}
      {failure && <Alert variant="danger">{t(failure)}</Alert>}
      <p className="inquiry-form__note">{t('validation.requiredFields')}</p>
      <FieldRow>
        <TextField
          id={form.fieldId('firstName')}
          label={t('account.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={200}
          value={values.firstName}
          error={form.error('firstName')}
          onChange={(event) => {
            form.set('firstName', event.target.value);
          }}
        />
        <TextField
          id={form.fieldId('lastName')}
          label={t('account.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={200}
          value={values.lastName}
          error={form.error('lastName')}
          onChange={(event) => {
            form.set('lastName', event.target.value);
          }}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          id={form.fieldId('email')}
          label={t('account.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={200}
          value={values.email}
          error={form.error('email')}
          onChange={(event) => {
            form.set('email', event.target.value);
          }}
        />
        <TextField
          id={form.fieldId('phone')}
          label={t('account.phone')}
          type="tel"
          name="phone"
          autoComplete="tel-national"
          maxLength={40}
          value={values.phone}
          error={form.error('phone')}
          onChange={(event) => {
            form.set('phone', event.target.value);
          }}
        />
      </FieldRow>
      <TextAreaField
        id={form.fieldId('message')}
        label={messageLabel}
        name="message"
        required
        maxLength={maxMessageLength}
        value={values.message}
        error={form.error('message')}
        onChange={(event) => {
          form.set('message', event.target.value);
        }}
      />
      {!signedIn && (
        <Verification
          id={form.fieldId('verification')}
          resetKey={verificationBox.resetKey}
          error={form.error('verification')}
          onChange={(solution) => {
            form.set('verification', solution);
          }}
        />
      )}
      <div className="inquiry-form__actions">
        <Button type="submit" variant="primary" loading={working}>
          {working ? t('common.working') : submitLabel}
        </Button>
      </div>
    </form>
  );
}

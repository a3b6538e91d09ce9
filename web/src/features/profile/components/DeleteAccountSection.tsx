import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { Dialog } from '@/components/Dialog/Dialog';
import { TextField } from '@/components/Form/TextField';
import { LangLink } from '@/components/LangLink/LangLink';
import { Section } from '@/components/Section/Section';
import { useToast } from '@/components/Toast/toast-context';
import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey, fieldErrorMessage } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import { useSignOut } from '@/lib/session';
import { deleteOwnAccount } from '@/features/profile/api/profile';

/** Long enough to read after the page has moved on to the login screen. */
const confirmationMs = 10_000;

/**
 * Delete my account: a warning, then a dialog that asks for the password. On success the
 * member's cached data is dropped, a confirmation shows, and the session ends (the sign-out
 * then leads to the login page, as Log Out does).
 */
export function DeleteAccountSection() {
  const t = useT();
  const toast = useToast();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [working, setWorking] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const formId = useId();

  const close = () => {
    setOpen(false);
    setPassword('');
    setPasswordError(undefined);
    setFailure(null);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (password === '') {
      setPasswordError(fieldErrorMessage(t, 'PasswordRequired'));
      passwordInput.current?.focus();
      return;
    }
    setPasswordError(undefined);
    setWorking(true);
    try {
      await deleteOwnAccount({ password });
    } catch (error) {
      setWorking(false);
      const fieldKey = error instanceof ApiError ? error.fields.password : undefined;
      if (fieldKey) {
        setPasswordError(fieldErrorMessage(t, fieldKey));
        passwordInput.current?.focus();
      } else {
        setFailure(errorMessageKey(error));
      }
      return;
    }
    queryClient.clear();
    toast.show(t('deleteAccount.done'), { durationMs: confirmationMs });
    await signOut();
  };

  return (
    <Section title={t('deleteAccount.title')} className="delete-account">
      <p>{t('deleteAccount.intro')}</p>
      <p>
        <LangLink to={paths.privacyPolicy}>{t('deleteAccount.whatHappens')}</LangLink>
      </p>
      <Button
        variant="danger"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('deleteAccount.open')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('deleteAccount.dialogTitle')}
        role="alertdialog"
        size="sm"
        initialFocus={passwordInput}
        dismissible={!working}
        footer={
          <>
            <Button onClick={close} disabled={working}>
              {t('deleteAccount.cancel')}
            </Button>
            <Button type="submit" form={formId} variant="danger" loading={working}>
              {working ? t('common.working') : t('deleteAccount.confirm')}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)}>
          <p>{t('deleteAccount.warning')}</p>
          {failure && <Alert variant="danger">{t(failure)}</Alert>}
          <TextField
            ref={passwordInput}
            id="delete-account-password"
            label={t('deleteAccount.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={passwordError}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
        </form>
      </Dialog>
    </Section>
  );
}

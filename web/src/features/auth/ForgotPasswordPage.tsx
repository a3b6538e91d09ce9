import { useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { TextField } from '@/components/Form/TextField';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import type { Lang } from '@/config/languages';
import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import { requestPasswordReset } from '@/features/auth/api/accounts';
import { useForm } from '@/lib/use-form';
import { checkEmail, collectErrors } from '@/lib/validation';
import './auth.css';

interface PasswordResetRequest {
  email: string;
  /** The language of the mail and of the link in it. */
  language: Lang;
}

function forgotErrorKey(error: unknown): MessageKey {
  if (error instanceof ApiError && error.status === 404) return 'auth.emailNotFound';
  return errorMessageKey(error);
}

/** Requesting a password reset email: /forgot-password. */
export function ForgotPasswordPage() {
  const t = useT();
  const lang = useLang();
  const form = useForm({ email: '' }, (values) => collectErrors({ email: checkEmail(values.email) }));
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!form.checkBeforeSubmit()) return;
    setWorking(true);
    try {
      const body: PasswordResetRequest = { email: form.values.email.trim(), language: lang };
      await requestPasswordReset(body);
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed' && form.showServerErrors(error.fields)) return;
      setFailure(forgotErrorKey(error));
    } finally {
      setWorking(false);
    }
  };

  if (sent) {
    return (
      <Page title={t('screens.forgotPassword')}>
        <Alert variant="success">{t('auth.checkEmail')}</Alert>
        <LangLink to={paths.login}>{t('forgotPassword.backToLogin')}</LangLink>
      </Page>
    );
  }

  return (
    <Page title={t('screens.forgotPassword')} subtitle={t('forgotPassword.intro')}>
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && <Alert variant="danger">{t(failure)}</Alert>}
        <TextField
          id={form.fieldId('email')}
          label={t('account.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={form.values.email}
          error={form.error('email')}
          onChange={(event) => {
            form.set('email', event.target.value);
          }}
        />
        <div className="auth-form__actions">
          <Button type="submit" variant="primary" loading={working}>
            {working ? t('common.working') : t('forgotPassword.submit')}
          </Button>
          <LangLink to={paths.login}>{t('forgotPassword.backToLogin')}</LangLink>
        </div>
      </form>
    </Page>
  );
}

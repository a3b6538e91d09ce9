import { useEffect, useState, type SubmitEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from '@/lib/router/Router';
import type { components } from '@/api/schema';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { TextField } from '@/components/Form/TextField';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { paths } from '@/config/paths';
import { redirectDelayMs } from '@/config/ui';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { ApiError } from '@/lib/errors';
import { confirmPasswordReset } from '@/features/auth/api/accounts';
import { useForm } from '@/lib/use-form';
import { checkConfirmation, checkEmail, checkPassword, collectErrors, type FieldErrors } from '@/lib/validation';
import './auth.css';

interface ResetValues {
  email: string;
  newPassword: string;
  passwordConfirmation: string;
}

type PasswordResetConfirmation = components['schemas']['PasswordResetConfirmation'];

function validate(values: ResetValues): FieldErrors {
  return collectErrors({
    email: checkEmail(values.email),
    newPassword: checkPassword(values.newPassword),
    passwordConfirmation: checkConfirmation(values.newPassword, values.passwordConfirmation),
  });
}

/** Spec: an unusable token asks for the emailed link or a new one; a 404 reads generically. */
function resetErrorKey(error: unknown): MessageKey {
  if (error instanceof ApiError) {
    if (error.code === 'invalid_reset_token') return 'auth.resetTokenInvalid';
    if (error.status === 404) return error.code === 'email_not_found' ? 'auth.emailNotFound' : 'errors.generic';
  }
  return errorMessageKey(error);
}

/**
 * Setting a new password from the emailed link: /reset-password?email=…&ResetToken=…. Without a
 * token there is nothing to confirm, so the visitor is sent to ask for one.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const lang = useLang();
  const token = searchParams.get('ResetToken') ?? '';
  if (token === '') return <Navigate to={localizePath(lang, paths.forgotPassword)} replace />;
  return <ResetPasswordForm email={searchParams.get('email') ?? ''} token={token} />;
}

function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const form = useForm({ email, newPassword: '', passwordConfirmation: '' }, validate);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return undefined;
    const timer = setTimeout(() => {
      navigate(localizePath(lang, paths.login));
    }, redirectDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [done, lang, navigate]);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!form.checkBeforeSubmit()) return;
    setWorking(true);
    try {
      const body: PasswordResetConfirmation = { ...form.values, email: form.values.email.trim(), resetToken: token };
      await confirmPasswordReset(body);
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed' && form.showServerErrors(error.fields)) return;
      setFailure(resetErrorKey(error));
    } finally {
      setWorking(false);
    }
  };

  if (done) {
    return (
      <Page title={t('screens.resetPassword')}>
        <Alert variant="success">{t('resetPassword.success')}</Alert>
      </Page>
    );
  }

  return (
    <Page title={t('screens.resetPassword')} subtitle={t('resetPassword.intro')}>
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && (
          <Alert variant="danger">
            <p>{t(failure)}</p>
            {failure === 'auth.resetTokenInvalid' && (
              <LangLink to={paths.forgotPassword}>{t('resetPassword.requestNew')}</LangLink>
            )}
          </Alert>
        )}
        <TextField
          id={form.fieldId('email')}
          label={t('account.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={form.values.email}
          error={form.error('email')}
          onChange={(event) => {
            form.set('email', event.target.value);
          }}
        />
        <TextField
          id={form.fieldId('newPassword')}
          label={t('password.new')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          value={form.values.newPassword}
          error={form.error('newPassword')}
          onChange={(event) => {
            form.set('newPassword', event.target.value);
          }}
        />
        <TextField
          id={form.fieldId('passwordConfirmation')}
          label={t('password.confirmNew')}
          type="password"
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          value={form.values.passwordConfirmation}
          error={form.error('passwordConfirmation')}
          onChange={(event) => {
            form.set('passwordConfirmation', event.target.value);
          }}
        />
        <div className="auth-form__actions">
          <Button type="submit" variant="primary" loading={working}>
            {working ? t('common.working') : t('resetPassword.submit')}
          </Button>
        </div>
      </form>
    </Page>
  );
}

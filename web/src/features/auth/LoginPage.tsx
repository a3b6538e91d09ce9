import { useState, type SubmitEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from '@/lib/router/Router';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { TextField } from '@/components/Form/TextField';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { paths } from '@/config/paths';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import type { MessageKey } from '@/i18n/catalogs';
import { ApiError } from '@/lib/errors';
import { isSignedIn, useSession, useSignIn } from '@/lib/session';
import {
  isValidEmail,
  loadRememberedEmail,
  loginRedirectTarget,
  saveRememberedEmail,
} from '@/features/auth/model/login-redirect';
import './auth.css';

interface FieldErrors {
  email?: MessageKey;
  password?: MessageKey;
}

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (email.trim() === '') errors.email = 'validation.required';
  else if (!isValidEmail(email)) errors.email = 'validation.invalidEmail';
  if (password === '') errors.password = 'validation.required';
  return errors;
}

/** The spec's login messages for the server's codes; others through the error catalogue. */
function loginErrorKey(error: unknown): MessageKey {
  if (error instanceof ApiError) {
    if (error.code === 'account_not_found') return 'auth.noAccount';
    if (error.code === 'invalid_password') return 'auth.invalidPassword';
    if (error.code === 'account_locked') return 'auth.locked';
  }
  return errorMessageKey(error);
}

/** Account login: /login. Honours `?redirect=` (same-site paths only) once signed in. */
export function LoginPage() {
  const t = useT();
  const lang = useLang();
  const session = useSession();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [remembered] = useState(loadRememberedEmail);
  const [email, setEmail] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [submitted, setSubmitted] = useState(false);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);

  if (isSignedIn(session)) {
    return <Navigate to={loginRedirectTarget(lang, searchParams.get('redirect'))} replace />;
  }

  const errors = submitted ? validate(email, password) : {};

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    const found = validate(email, password);
    if (found.email || found.password) return;
    setWorking(true);
    try {
      const result = await signIn({ email: email.trim(), password });
      saveRememberedEmail(remember ? email.trim() : null);
      if (result === 'suspended') navigate(localizePath(lang, paths.loginSuspended));
      // Signed in: the next render redirects.
    } catch (error) {
      if (error instanceof ApiError && error.code === 'account_suspended') {
        navigate(localizePath(lang, paths.loginSuspended));
        return;
      }
      setFailure(loginErrorKey(error));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Page title={t('screens.login')}>
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && <Alert variant="danger">{t(failure)}</Alert>}
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          error={errors.email && t(errors.email)}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password && t(errors.password)}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
        />
        <CheckboxField
          label={t('login.rememberMe')}
          name="remember"
          checked={remember}
          onChange={(event) => {
            setRemember(event.target.checked);
          }}
        />
        <div className="auth-form__actions">
          <Button type="submit" variant="primary" loading={working}>
            {working ? t('common.working') : t('login.submit')}
          </Button>
          <LangLink to={paths.forgotPassword}>{t('login.forgotPassword')}</LangLink>
        </div>
        <p className="auth-form__footer">
          {t('login.noAccount')} <LangLink to={paths.register}>{t('nav.register')}</LangLink>
        </p>
      </form>
    </Page>
  );
}

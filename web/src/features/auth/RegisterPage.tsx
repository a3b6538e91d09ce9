import { useEffect, useState, type SubmitEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from '@/lib/router/Router';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { CountrySelect } from '@/components/Form/CountrySelect';
import { FieldRow } from '@/components/Form/FieldRow';
import { PhoneField } from '@/components/Form/PhoneField';
import { TextField } from '@/components/Form/TextField';
import { AcceptTermsField } from '@/features/auth/components/AcceptTermsField';
import { HumanVerification } from '@/features/auth/components/HumanVerification';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import type { Lang } from '@/config/languages';
import { paths } from '@/config/paths';
import { redirectDelayMs } from '@/config/ui';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { ApiError } from '@/lib/errors';
import { registerMember, type MemberRegistration } from '@/features/auth/api/accounts';
import { defaultCountry } from '@/lib/countries';
import type { VerificationSolution } from '@/lib/proof-of-work';
import { isSignedIn, useSession, useSignIn } from '@/lib/session';
import { useForm } from '@/lib/use-form';
import {
  checkConfirmation,
  checkCountry,
  checkEmail,
  checkPassword,
  checkPhone,
  checkPhonePrefix,
  checkRequired,
  collectErrors,
  type FieldErrors,
} from '@/lib/validation';
import './auth.css';
import { useCountries } from '@/lib/countries-api';
import { useVerificationRenewal } from '@/lib/use-verification-renewal';

interface RegisterValues {
  firstName: string;
  lastName: string;
  country: string;
  phonePrefix: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** Never ticked for the visitor: subscribing is their choice (docs/decisions.md). */
  getNewsletter: boolean;
  acceptedTerms: boolean;
  verification: VerificationSolution | null;
}

function initialValues(lang: Lang): RegisterValues {
  const country = defaultCountry(lang);
  return {
    firstName: '',
    lastName: '',
    country: country.code,
    phonePrefix: country.dialingPrefix,
    phone: '',
    email: '',
    password: '',
    confirmPassword: '',
    getNewsletter: false,
    acceptedTerms: false,
    verification: null,
  };
}

function validate(values: RegisterValues): FieldErrors {
  return collectErrors({
    firstName: checkRequired(values.firstName),
    lastName: checkRequired(values.lastName),
    country: checkCountry(values.country),
    phonePrefix: checkPhonePrefix(values.phonePrefix),
    phone: checkPhone(values.phone),
    email: checkEmail(values.email),
    password: checkPassword(values.password),
    confirmPassword: checkConfirmation(values.password, values.confirmPassword),
    acceptedTerms: values.acceptedTerms ? undefined : 'mustAccept',
    verification: values.verification ? undefined : 'invalidRecaptcha',
  });
}

type Outcome = { state: 'form' } | { state: 'signedIn' } | { state: 'signInFailed'; message: MessageKey };

/** Member registration: /register. Creates a Member account, signs it in and opens the programs. */
export function RegisterPage() {
  const countries = useCountries();
  const t = useT();
  const lang = useLang();
  const session = useSession();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useForm(() => initialValues(lang), validate);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'form' });
  const verificationBox = useVerificationRenewal(() => {
    form.set('verification', null);
  });
  const { values } = form;
  const welcomeTarget = `${localizePath(lang, paths.performance)}?reg=inv`;

  useEffect(() => {
    if (outcome.state !== 'signedIn') return undefined;
    const timer = setTimeout(() => {
      navigate(welcomeTarget);
    }, redirectDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [outcome.state, navigate, welcomeTarget]);

  // Someone already signed in has nothing to register; the automatic login after registering does not count.
  if (isSignedIn(session) && !working && outcome.state === 'form') {
    return <Navigate to={localizePath(lang, paths.performance)} replace />;
  }

  const showBanner = (key: MessageKey) => {
    setFailure(key);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!form.checkBeforeSubmit()) return;
    const body: MemberRegistration = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      country: values.country,
      phonePrefix: values.phonePrefix.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      getNewsletter: values.getNewsletter,
      acceptedTerms: values.acceptedTerms,
      owner: searchParams.get('owner'),
      language: lang,
      verification: values.verification,
    };
    setWorking(true);
    try {
      await registerMember(body);
    } catch (error) {
      setWorking(false);
      if (error instanceof ApiError && error.code === 'validation_failed') {
        verificationBox.renewIfSpent(error.fields);
        if (form.showServerErrors(error.fields)) return;
      }
      showBanner(errorMessageKey(error));
      return;
    }
    try {
      await signIn({ email: body.email, password: body.password });
      setOutcome({ state: 'signedIn' });
    } catch (error) {
      setOutcome({ state: 'signInFailed', message: errorMessageKey(error) });
    } finally {
      setWorking(false);
    }
  };

  if (outcome.state === 'signedIn') {
    return (
      <Page title={t('screens.register')}>
        <Alert variant="success">{t('register.success')}</Alert>
      </Page>
    );
  }

  if (outcome.state === 'signInFailed') {
    return (
      <Page title={t('screens.register')}>
        <Alert variant="danger">{t(outcome.message)}</Alert>
        <LangLink to={paths.login}>{t('nav.logIn')}</LangLink>
      </Page>
    );
  }

  return (
    <Page title={t('screens.register')} subtitle={t('register.intro')}>
      <form className="auth-form auth-form--wide" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && <Alert variant="danger">{t(failure)}</Alert>}
        <p className="auth-form__note">{t('validation.requiredFields')}</p>
        <FieldRow>
          <TextField
            id={form.fieldId('firstName')}
            label={t('account.firstName')}
            name="firstName"
            autoComplete="given-name"
            required
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
            value={values.lastName}
            error={form.error('lastName')}
            onChange={(event) => {
              form.set('lastName', event.target.value);
            }}
          />
        </FieldRow>
        <CountrySelect
          countries={countries}
          id={form.fieldId('country')}
          label={t('account.country')}
          name="country"
          autoComplete="country"
          required
          value={values.country}
          error={form.error('country')}
          onChange={(country) => {
            form.set('country', country.code);
            form.set('phonePrefix', country.dialingPrefix);
          }}
        />
        <PhoneField
          prefixId={form.fieldId('phonePrefix')}
          phoneId={form.fieldId('phone')}
          required
          prefix={values.phonePrefix}
          phone={values.phone}
          prefixError={form.error('phonePrefix')}
          phoneError={form.error('phone')}
          onPrefixChange={(prefix) => {
            form.set('phonePrefix', prefix);
          }}
          onPhoneChange={(phone) => {
            form.set('phone', phone);
          }}
        />
        <TextField
          id={form.fieldId('email')}
          label={t('account.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          error={form.error('email')}
          onChange={(event) => {
            form.set('email', event.target.value);
          }}
        />
        <FieldRow>
          <TextField
            id={form.fieldId('password')}
            label={t('account.password')}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            error={form.error('password')}
            onChange={(event) => {
              form.set('password', event.target.value);
            }}
          />
          <TextField
            id={form.fieldId('confirmPassword')}
            label={t('account.confirmPassword')}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            error={form.error('confirmPassword')}
            onChange={(event) => {
              form.set('confirmPassword', event.target.value);
            }}
          />
        </FieldRow>
        <CheckboxField
          label={t('account.getNewsletter')}
          name="getNewsletter"
          checked={values.getNewsletter}
          onChange={(event) => {
            form.set('getNewsletter', event.target.checked);
          }}
        />
        <AcceptTermsField
          id={form.fieldId('acceptedTerms')}
          checked={values.acceptedTerms}
          error={form.error('acceptedTerms')}
          onChange={(accepted) => {
            form.set('acceptedTerms', accepted);
          }}
        />
        <HumanVerification
          id={form.fieldId('verification')}
          resetKey={verificationBox.resetKey}
          error={form.error('verification')}
          onChange={(solution) => {
            form.set('verification', solution);
          }}
        />
        <div className="auth-form__actions">
          <Button type="submit" variant="primary" loading={working}>
            {working ? t('common.working') : t('register.submit')}
          </Button>
        </div>
        <p className="auth-form__footer">
          {t('blocker.haveAccount')} <LangLink to={paths.login}>{t('nav.logIn')}</LangLink>
        </p>
      </form>
    </Page>
  );
}

import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from '@/lib/router/Router';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { emptyCompany, emptyContact, withFirstContact, type CompanyInput } from '@/features/groups/model/company';
import { companySummaries } from '@/features/groups/model/company-summaries';
import { CompanyForm } from '@/features/groups/components/CompanyForm';
import { validateCompany } from '@/features/groups/model/validate-company';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { FormErrorSummary, type FormError } from '@/components/Form/FormErrorSummary';
import { AcceptTermsField } from '@/features/auth/components/AcceptTermsField';
import { HumanVerification } from '@/features/auth/components/HumanVerification';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { groupPath, paths } from '@/config/paths';
import { redirectDelayMs } from '@/config/ui';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey, fieldErrorMessage } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { ApiError } from '@/lib/errors';
import { registerCta } from '@/features/auth/api/accounts';
import { fieldId, standingServerErrors, type RefusedRequest } from '@/lib/field-paths';
import type { VerificationSolution } from '@/lib/proof-of-work';
import { useSignIn } from '@/lib/session';
import { collectErrors, hasErrors, passwordMinLength, type FieldErrors } from '@/lib/validation';
import {
  initialPersonalDetails,
  isPersonalField,
  validatePersonalDetails,
  type CtaRegistration,
  type PersonalDetails,
  type RegisteredAccount,
} from '@/features/auth/model/personal-details';
import { firstContactFrom } from './join-cta';
import { PersonalDetailsFields } from '@/features/auth/components/PersonalDetailsFields';
import '@/features/auth/auth.css';
import { useVerificationRenewal } from '@/lib/use-verification-renewal';

type Outcome =
  | { state: 'form' }
  | { state: 'signedIn'; groupUri: string }
  | { state: 'signInFailed'; message: MessageKey };

/** Whether the form has a place to show a server field error; others go to the banner. */
function isShownField(path: string): boolean {
  return (
    isPersonalField(path) ||
    path.startsWith('company.') ||
    path === 'acceptedAgreement' ||
    path === 'acceptedTerms' ||
    path === 'verification'
  );
}

/**
 * CTA registration: /join/cta. Personal details first; Continue (once they are complete) opens
 * the company sections, whose first contact mirrors those details; then newsletter, agreement,
 * terms, human verification and Create Account. The new account is signed in and, 3 s later, taken to
 * its company's page.
 */
export function JoinCtaPage() {
  const t = useT();
  const lang = useLang();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const continueHintId = useId();

  const [personal, setPersonal] = useState(() => initialPersonalDetails(lang));
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [continued, setContinued] = useState(false);
  const [company, setCompany] = useState<CompanyInput>(() => emptyCompany({ contacts: [emptyContact()] }));
  /** Never ticked for the visitor: subscribing is their choice (docs/decisions.md). */
  const [newsletter, setNewsletter] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [verification, setVerification] = useState<VerificationSolution | null>(null);
  const verificationBox = useVerificationRenewal(() => {
    setVerification(null);
  });
  const [verificationRefused, setVerificationRefused] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [refused, setRefused] = useState<RefusedRequest | null>(null);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'form' });

  const groupUri = outcome.state === 'signedIn' ? outcome.groupUri : null;
  useEffect(() => {
    if (groupUri === null) return undefined;
    const timer = setTimeout(() => {
      navigate(`${localizePath(lang, groupPath(groupUri))}?reg=cta`);
    }, redirectDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [groupUri, lang, navigate]);

  const firstContact = firstContactFrom(personal);
  const body: CtaRegistration = {
    ...personal,
    company: withFirstContact(company, firstContact),
    getNewsletter: newsletter,
    acceptedAgreement: agreed,
    acceptedTerms,
    owner: searchParams.get('owner'),
    language: lang,
    verification,
  };

  const personalErrors = validatePersonalDetails(personal);
  const clientErrors: FieldErrors = {
    ...personalErrors,
    ...validateCompany(body.company, { minContacts: 1 }),
    ...collectErrors({
      acceptedAgreement: agreed ? undefined : 'mustCertify',
      acceptedTerms: acceptedTerms ? undefined : 'mustAccept',
      verification: verification ? undefined : 'invalidRecaptcha',
    }),
  };
  // Before the first submit only the personal fields the user has left are judged.
  const shownClient = Object.fromEntries(
    Object.entries(clientErrors).filter(([path]) => attempt > 0 || (isPersonalField(path) && left.has(path))),
  );
  // The first contact is the personal details: their errors show there, not twice.
  const errors: Record<string, string | undefined> = Object.fromEntries(
    Object.entries({
      ...standingServerErrors(refused, body),
      ...shownClient,
      // Until solved again, say why the box was cleared rather than merely that it is empty.
      ...(verificationRefused ? { verification: 'verificationFailed' } : {}),
    }).filter(([path]) => !path.startsWith('company.contacts.0.')),
  );
  const message = (path: string) => {
    const key = errors[path];
    return key === undefined ? undefined : fieldErrorMessage(t, key, { min: passwordMinLength });
  };

  const firstPersonalError = Object.keys(initialPersonalDetails(lang)).find((field) => errors[field] !== undefined);
  const summaries: FormError[] = [
    ...(firstPersonalError ? [{ message: t('summary.completeProfile'), fieldId: fieldId(firstPersonalError) }] : []),
    ...companySummaries(errors, t),
  ];

  const showBanner = (key: MessageKey) => {
    setFailure(key);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    setFailure(null);
    if (hasErrors(clientErrors)) return;
    setWorking(true);
    let account: RegisteredAccount;
    try {
      account = await registerCta(body);
    } catch (error) {
      setWorking(false);
      if (error instanceof ApiError && error.code === 'validation_failed') {
        setRefused({ body, fields: error.fields });
        if (verificationBox.renewIfSpent(error.fields)) setVerificationRefused(true);
        if (Object.keys(error.fields).every(isShownField)) return;
      }
      showBanner(errorMessageKey(error));
      return;
    }
    try {
      await signIn({ email: body.email.trim(), password: body.password });
      setOutcome({ state: 'signedIn', groupUri: account.groupUri ?? '' });
    } catch (error) {
      setOutcome({ state: 'signInFailed', message: errorMessageKey(error) });
    } finally {
      setWorking(false);
    }
  };

  if (outcome.state === 'signedIn') {
    return (
      <Page title={t('screens.joinCta')}>
        <Alert variant="success">{t('joinCta.success')}</Alert>
      </Page>
    );
  }

  if (outcome.state === 'signInFailed') {
    return (
      <Page title={t('screens.joinCta')}>
        <Alert variant="danger">{t(outcome.message)}</Alert>
        <LangLink to={paths.login}>{t('nav.logIn')}</LangLink>
      </Page>
    );
  }

  const personalComplete = !hasErrors(personalErrors);

  return (
    <Page title={t('screens.joinCta')} subtitle={t('joinCta.intro')}>
      <form className="auth-form auth-form--wide" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && <Alert variant="danger">{t(failure)}</Alert>}
        <p className="auth-form__note">{t('validation.requiredFields')}</p>
        <PersonalDetailsFields
          details={personal}
          onChange={(details: PersonalDetails) => {
            setPersonal(details);
          }}
          error={message}
          onLeave={(field) => {
            setLeft((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
          }}
        />
        {!continued && (
          <div className="auth-form__actions">
            <Button
              variant="primary"
              disabled={!personalComplete}
              aria-describedby={personalComplete ? undefined : continueHintId}
              onClick={() => {
                // Render the company sections now so the reader can be taken to their first field.
                flushSync(() => {
                  setContinued(true);
                });
                document.getElementById(fieldId('company.groupName'))?.focus();
              }}
            >
              {t('joinCta.continue')}
            </Button>
            {!personalComplete && (
              <span id={continueHintId} className="auth-form__note">
                {t('joinCta.continueHint')}
              </span>
            )}
          </div>
        )}
        {continued && (
          <>
            <CompanyForm
              value={company}
              onChange={setCompany}
              errors={errors}
              minContacts={1}
              lockedFirstContact={firstContact}
              attempt={attempt}
            />
            <CheckboxField
              label={t('account.getNewsletter')}
              name="getNewsletter"
              checked={body.getNewsletter}
              onChange={(event) => {
                setNewsletter(event.target.checked);
              }}
            />
            <CheckboxField
              id={fieldId('acceptedAgreement')}
              label={t('company.certify')}
              name="acceptedAgreement"
              checked={agreed}
              error={message('acceptedAgreement')}
              onChange={(event) => {
                setAgreed(event.target.checked);
              }}
            />
            <AcceptTermsField
              id={fieldId('acceptedTerms')}
              checked={acceptedTerms}
              error={message('acceptedTerms')}
              onChange={setAcceptedTerms}
            />
            <HumanVerification
              id={fieldId('verification')}
              resetKey={verificationBox.resetKey}
              error={message('verification')}
              onChange={(solution) => {
                setVerification(solution);
                if (solution) setVerificationRefused(false);
              }}
            />
            <FormErrorSummary errors={attempt > 0 ? summaries : []} />
            <div className="auth-form__actions">
              <Button type="submit" variant="primary" loading={working}>
                {working ? t('common.working') : t('register.submit')}
              </Button>
            </div>
          </>
        )}
        <p className="auth-form__footer">
          {t('blocker.haveAccount')} <LangLink to={paths.login}>{t('nav.logIn')}</LangLink>
        </p>
      </form>
    </Page>
  );
}

import { useState, type SubmitEvent } from 'react';
import { Navigate, useNavigate } from '@/lib/router/Router';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { emptyCompany, emptyContact, emptyMembership, membershipTypeIds } from '@/features/groups/model/company';
import { companySummaries } from '@/features/groups/model/company-summaries';
import { CompanyForm } from '@/features/groups/components/CompanyForm';
import { validateCompany } from '@/features/groups/model/validate-company';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { FormErrorSummary } from '@/components/Form/FormErrorSummary';
import { Page } from '@/components/Layout/Page';
import { groupPath, paths, withRedirect } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey, fieldErrorMessage } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { createGroup, type AddCompany } from '@/features/groups/api/group';
import { ApiError } from '@/lib/errors';
import { fieldId, standingServerErrors, type RefusedRequest } from '@/lib/field-paths';
import { isSignedIn, useRefreshSession, useSession } from '@/lib/session';
import { hasErrors } from '@/lib/validation';


const ctaManagerRole = 'CTA Manager';

/**
 * A CTA manager without a company adds one: /tools/add-cta. Anyone else goes to the dashboard,
 * and a visitor who is not signed in to the login page, which brings them back here.
 */
export function AddCtaPage() {
  const lang = useLang();
  const session = useSession();
  // Once the company exists the session lists it; the guard must not send its author away.
  const [created, setCreated] = useState(false);

  if (!created) {
    if (!isSignedIn(session)) {
      return <Navigate to={localizePath(lang, withRedirect(paths.login, paths.addCta))} replace />;
    }
    if (!session.roles.includes(ctaManagerRole) || session.groups.length > 0) {
      return <Navigate to={localizePath(lang, paths.dashboard)} replace />;
    }
  }
  return (
    <AddCtaForm
      onCreated={() => {
        setCreated(true);
      }}
    />
  );
}

function AddCtaForm({ onCreated }: { onCreated: () => void }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  // Spec section 9: a new company starts with an NFA registration row.
  const [company, setCompany] = useState(() =>
    emptyCompany({ contacts: [emptyContact()], memberships: [emptyMembership(membershipTypeIds.nfa)] }),
  );
  const [certified, setCertified] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [refused, setRefused] = useState<RefusedRequest | null>(null);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);

  const body: AddCompany = { company, acceptedAgreement: certified };
  const clientErrors = validateCompany(company, { minContacts: 1 });
  const errors: Record<string, string | undefined> = {
    ...standingServerErrors(refused, body),
    ...(attempt > 0 ? clientErrors : {}),
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    setFailure(null);
    if (hasErrors(clientErrors)) return;
    setWorking(true);
    try {
      const group = await createGroup(body);
      onCreated();
      // The access token names the groups its user manages; without them the new (Pending)
      // company would not be shown to its own manager.
      await refreshSession();
      navigate(localizePath(lang, groupPath(group.groupUri)));
    } catch (error) {
      setWorking(false);
      if (error instanceof ApiError && error.code === 'validation_failed') {
        setRefused({ body, fields: error.fields });
        if (Object.keys(error.fields).every((path) => path.startsWith('company.'))) return;
      }
      setFailure(errorMessageKey(error));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };

  return (
    <Page title={t('screens.addCta')} subtitle={t('addCta.intro')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && <Alert variant="danger">{t(failure)}</Alert>}
        <CompanyForm value={company} onChange={setCompany} errors={errors} minContacts={1} attempt={attempt} />
        <CheckboxField
          id={fieldId('acceptedAgreement')}
          label={t('company.certify')}
          name="acceptedAgreement"
          checked={certified}
          error={errors.acceptedAgreement && fieldErrorMessage(t, errors.acceptedAgreement)}
          onChange={(event) => {
            setCertified(event.target.checked);
          }}
        />
        <FormErrorSummary errors={companySummaries(errors, t)} />
        {/* The spec's company form: saving needs the certification first. */}
        <Button type="submit" variant="primary" disabled={!certified} loading={working}>
          {working ? t('common.working') : t('company.save')}
        </Button>
      </form>
    </Page>
  );
}

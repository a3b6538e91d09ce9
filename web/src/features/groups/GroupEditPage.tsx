import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useParams } from '@/lib/router/Router';
import { Alert } from '@/components/Alert/Alert';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { buttonClassName } from '@/components/Button/button-class';
import { companySummaries } from '@/features/groups/model/company-summaries';
import { CompanyForm } from '@/features/groups/components/CompanyForm';
import { FormSection } from '@/components/Form/FormSection';
import { validateCompany } from '@/features/groups/model/validate-company';
import { ConflictAlert, isConflict } from '@/components/Conflict/ConflictAlert';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { FormErrorSummary, type FormError } from '@/components/Form/FormErrorSummary';
import { PlatformChoices } from '@/components/Form/PlatformChoices';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { Spinner } from '@/components/Spinner/Spinner';
import { useToast } from '@/components/Toast/toast-context';
import { isEdited } from '@/components/UnsavedChanges/edited';
import { useUnsavedChanges } from '@/components/UnsavedChanges/use-unsaved-changes';
import { groupPath } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey, fieldErrorMessage } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import { fieldId, standingServerErrors, type RefusedRequest } from '@/lib/field-paths';
import type { SignedInSession } from '@/lib/session';
import { hasErrors } from '@/lib/validation';
import { groupFormQuery, updateGroup, type GroupForm, type UpdateGroup } from '@/features/groups/api/group';
import { usePlatforms } from '@/lib/reference-data';

/**
 * The company edit form: /groups/{groupUri}/edit, for administrators and the company's CTA
 * managers (the server answers 404 to anyone else). Platform Managers also choose the platforms
 * the company appears on; everyone else's saves leave the platform links as they are.
 */
export function GroupEditPage() {
  return <RequireSignIn>{(session) => <EditScreen session={session} />}</RequireSignIn>;
}

function EditScreen({ session }: { session: SignedInSession }) {
  const t = useT();
  const { groupUri = '' } = useParams();
  const { data: form, error, isPending } = useQuery(groupFormQuery(groupUri));
  if (error instanceof ApiError && error.status === 404) return <LostPage />;
  return (
    <Page
      title={t('screens.groupEdit')}
      actions={
        <LangLink to={groupPath(groupUri)} className={buttonClassName('secondary', 'sm')}>
          {t('groupEdit.viewProfile')}
        </LangLink>
      }
    >
      {error ? (
        <ErrorAlert error={error} />
      ) : isPending ? (
        <Spinner />
      ) : (
        // A new version (a save, or a reload after a conflict) starts the form afresh from it.
        <EditForm key={form.version} form={form} session={session} />
      )}
    </Page>
  );
}

/** Spec: a Platform Manager's save must keep the company on at least one platform. */
function platformProblem(platformIds: readonly number[] | null): string | undefined {
  return platformIds !== null && platformIds.length === 0 ? 'platformRequired' : undefined;
}

function EditForm({ form, session }: { form: GroupForm; session: SignedInSession }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [company, setCompany] = useState(form.company);
  // Only Platform Managers send platform links; null leaves them untouched on the server.
  const [storedPlatformIds] = useState<number[] | null>(session.isPlatformAdmin ? form.platformIds : null);
  const [platformIds, setPlatformIds] = useState(storedPlatformIds);
  const [certified, setCertified] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [refused, setRefused] = useState<RefusedRequest | null>(null);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [conflict, setConflict] = useState<ApiError | null>(null);
  const unsaved = useUnsavedChanges(
    !working && (isEdited(company, form.company) || isEdited(platformIds, storedPlatformIds)),
  );

  const body: UpdateGroup = { company, acceptedAgreement: certified, platformIds, version: form.version };
  const companyErrors = validateCompany(company, { minContacts: 0 });
  const platformError = platformProblem(platformIds);
  const clientErrors: Record<string, string | undefined> = {
    ...companyErrors,
    ...(platformError ? { platformIds: platformError } : {}),
  };
  const errors: Record<string, string | undefined> = {
    ...standingServerErrors(refused, body),
    ...(attempt > 0 ? clientErrors : {}),
  };
  const summaries: FormError[] = [
    ...companySummaries(errors, t),
    ...(errors.platformIds ? [{ message: fieldErrorMessage(t, errors.platformIds), fieldId: fieldId('platformIds') }] : []),
  ];

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    setFailure(null);
    setConflict(null);
    if (hasErrors(companyErrors) || platformError) return;
    setWorking(true);
    try {
      const saved = await updateGroup(form.groupUri, body);
      queryClient.setQueryData(groupFormQuery(form.groupUri).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['groups', form.groupUri], exact: true });
      setCompany(saved.company);
      setRefused(null);
      setAttempt(0);
      // Each save certifies what it sends: the next one asks again.
      setCertified(false);
      toast.show(t('toast.profileSaved'), { variant: 'success' });
    } catch (error) {
      if (isConflict(error)) {
        setConflict(error);
        window.scrollTo({ top: 0, behavior: 'smooth' });
        return;
      }
      if (error instanceof ApiError && error.code === 'validation_failed') {
        setRefused({ body, fields: error.fields });
        if (Object.keys(error.fields).every((path) => path.startsWith('company.') || path === 'platformIds')) return;
      }
      setFailure(errorMessageKey(error));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } finally {
      setWorking(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {unsaved.notice}
      {failure && <Alert variant="danger">{t(failure)}</Alert>}
      {conflict && (
        <ConflictAlert
          error={conflict}
          onReload={() => void queryClient.invalidateQueries({ queryKey: groupFormQuery(form.groupUri).queryKey })}
        />
      )}
      <CompanyForm value={company} onChange={setCompany} errors={errors} minContacts={0} attempt={attempt} />
      {platformIds !== null && (
        <PlatformSection
          platformIds={platformIds}
          onChange={setPlatformIds}
          error={errors.platformIds && fieldErrorMessage(t, errors.platformIds)}
        />
      )}
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
      <FormErrorSummary errors={summaries} />
      {/* The spec's company form: saving needs the certification first. */}
      <Button type="submit" variant="primary" disabled={!certified || working} loading={working}>
        {working ? t('common.working') : t('company.save')}
      </Button>
    </form>
  );
}

function PlatformSection({
  platformIds,
  onChange,
  error,
}: {
  platformIds: readonly number[];
  onChange: (platformIds: number[]) => void;
  error: string | undefined;
}) {
  const t = useT();
  const platforms = usePlatforms();
  const [open, setOpen] = useState(true);
  return (
    <FormSection
      title={t('groupEdit.sectionPlatform')}
      open={open || error !== undefined}
      onToggle={() => {
        setOpen((value) => !value);
      }}
    >
      <PlatformChoices
        legend={t('groupEdit.platforms')}
        platforms={platforms}
        platformIds={platformIds}
        onChange={onChange}
        error={error}
      />
    </FormSection>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { FormErrorSummary, type FormError } from '@/components/Form/FormErrorSummary';
import { FormSection } from '@/components/Form/FormSection';
import { SelectField } from '@/components/Form/SelectField';
import { TextField } from '@/components/Form/TextField';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey, fieldErrorMessage } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import { fieldId, standingServerErrors, type RefusedRequest } from '@/lib/field-paths';
import { referenceName, useReferenceData } from '@/lib/reference-data';
import { hasErrors } from '@/lib/validation';
import { addCompanyAsAdmin, type AdminAddCompany, type CreatedGroup } from '@/features/groups/api/group';
import { CompanyForm } from '@/features/groups/components/CompanyForm';
import {
  adminCompanyErrors,
  adminCompanyFields,
  adminCompanyBody,
  initialAdminCompany,
  isAdminCompanyField,
} from '@/features/groups/model/admin-company';
import { companySummaries } from '@/features/groups/model/company-summaries';

/**
 * An administrator adds a company for someone else: the company form (contacts optional, an NFA
 * registration row to start with), its status (Active unless chosen), optionally the account that
 * will manage it, and the certification. The server puts it on the two default platforms.
 * `onCreated` gets the new company once it is stored.
 */
export function AdminCompanyForm({ onCreated }: { onCreated: (group: CreatedGroup) => void }) {
  const t = useT();
  const lang = useLang();
  const queryClient = useQueryClient();
  const statuses = useReferenceData().data?.groupStatuses ?? [];
  const [draft, setDraft] = useState(initialAdminCompany);
  const [certified, setCertified] = useState(false);
  const [sectionOpen, setSectionOpen] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const [refused, setRefused] = useState<RefusedRequest | null>(null);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);

  const body: AdminAddCompany = adminCompanyBody(draft, certified);
  const clientErrors = adminCompanyErrors(draft);
  const errors: Record<string, string | undefined> = {
    ...standingServerErrors(refused, body),
    ...(attempt > 0 ? clientErrors : {}),
  };
  const message = (path: string) => {
    const key = errors[path];
    return key === undefined ? undefined : fieldErrorMessage(t, key);
  };
  const summaries: FormError[] = [
    ...companySummaries(errors, t),
    ...adminCompanyFields.flatMap((path) => {
      const text = message(path);
      return text === undefined ? [] : [{ message: text, fieldId: fieldId(path) }];
    }),
  ];

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    setFailure(null);
    if (hasErrors(clientErrors)) return;
    setWorking(true);
    try {
      const created = await addCompanyAsAdmin(body);
      void queryClient.invalidateQueries({ queryKey: ['groups', created.groupUri] });
      onCreated(created);
    } catch (error) {
      setWorking(false);
      if (error instanceof ApiError && error.code === 'validation_failed') {
        setRefused({ body, fields: error.fields });
        if (Object.keys(error.fields).every(isAdminCompanyField)) return;
      }
      setFailure(errorMessageKey(error));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure && <Alert variant="danger">{t(failure)}</Alert>}
      <CompanyForm
        value={draft.company}
        onChange={(company) => {
          setDraft((previous) => ({ ...previous, company }));
        }}
        errors={errors}
        minContacts={0}
        attempt={attempt}
      />
      <FormSection
        title={t('adminGroupAdd.sectionListing')}
        open={sectionOpen || message('groupStatusId') !== undefined || message('managerEmail') !== undefined}
        onToggle={() => {
          setSectionOpen((open) => !open);
        }}
      >
        <SelectField
          id={fieldId('groupStatusId')}
          label={t('adminGroupAdd.status')}
          required
          options={statuses.map((status) => ({ value: String(status.id), label: referenceName(status, lang) }))}
          value={String(draft.groupStatusId)}
          error={message('groupStatusId')}
          onChange={(event) => {
            const groupStatusId = Number(event.target.value);
            setDraft((previous) => ({ ...previous, groupStatusId }));
          }}
        />
        <TextField
          id={fieldId('managerEmail')}
          label={t('adminGroupAdd.managerEmail')}
          type="email"
          autoComplete="off"
          spellCheck={false}
          hint={t('adminGroupAdd.managerEmailHint')}
          value={draft.managerEmail}
          error={message('managerEmail')}
          onChange={(event) => {
            const managerEmail = event.target.value;
            setDraft((previous) => ({ ...previous, managerEmail }));
          }}
        />
      </FormSection>
      <CheckboxField
        id={fieldId('acceptedAgreement')}
        label={t('company.certify')}
        name="acceptedAgreement"
        checked={certified}
        error={message('acceptedAgreement')}
        onChange={(event) => {
          setCertified(event.target.checked);
        }}
      />
      <FormErrorSummary errors={summaries} />
      {/* The spec's company form: saving needs the certification first. */}
      <Button type="submit" variant="primary" disabled={!certified || working} loading={working}>
        {working ? t('common.working') : t('adminGroupAdd.submit')}
      </Button>
    </form>
  );
}

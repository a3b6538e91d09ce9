import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@/lib/router/Router';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import type { SelectOption } from '@/components/Form/SelectField';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { groupChoicesQuery, programFormQuery, saveProgram, type ProgramForm } from '@/features/programs/api/program-form';
import { draftOf } from '@/features/programs/model/program-draft';
import { ProgramEditor } from '@/features/programs/components/ProgramEditor';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { Spinner } from '@/components/Spinner/Spinner';
import { useToast } from '@/components/Toast/toast-context';
import { programPath } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { ApiError } from '@/lib/errors';
import type { SignedInSession } from '@/lib/session';


/**
 * The program profile form: /groups/{groupUri}/programs/{programUri}/edit, for administrators and
 * the company's CTA managers (the server answers 404 to anyone else).
 */
export function ProgramEditPage() {
  return <RequireSignIn>{(session) => <EditScreen session={session} />}</RequireSignIn>;
}

function EditScreen({ session }: { session: SignedInSession }) {
  const t = useT();
  const { groupUri = '', programUri = '' } = useParams();
  const { data: form, error, isPending } = useQuery(programFormQuery(groupUri, programUri));
  const choices = useQuery({ ...groupChoicesQuery, enabled: session.isAdmin });
  if (error instanceof ApiError && error.status === 404) return <LostPage />;
  const subtitle = form ? <LangLink to={programPath(form.groupUri, form.programUri)}>{form.program.programName}</LangLink> : undefined;
  return (
    <Page title={t('screens.programEdit')} subtitle={subtitle}>
      {error ? (
        <ErrorAlert error={error} />
      ) : isPending || (session.isAdmin && choices.isPending) ? (
        <Spinner />
      ) : (
        // A new version (a save, or a reload after a conflict) starts the form afresh from it.
        <EditForm
          key={`${String(form.programId)}-${String(form.version)}`}
          form={form}
          session={session}
          groupOptions={choices.data?.items.map((choice) => ({ value: String(choice.groupId), label: choice.groupName }))}
        />
      )}
    </Page>
  );
}

interface EditFormProps {
  form: ProgramForm;
  session: SignedInSession;
  groupOptions: readonly SelectOption[] | undefined;
}

function EditForm({ form, session, groupOptions }: EditFormProps) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <ProgramEditor
      initial={{ ...draftOf(form.program), groupId: String(form.groupId) }}
      // Spec: platform links are the Platform Managers' to change.
      initialPlatformIds={session.isPlatformAdmin ? form.platformIds : null}
      canChangeStatus={session.isAdmin}
      groupOptions={session.isAdmin ? groupOptions : undefined}
      submitLabel={t('programForm.save')}
      onSave={async (body) => {
        const saved = await saveProgram(form.groupUri, form.programUri, { ...body, version: form.version });
        queryClient.setQueryData(programFormQuery(saved.groupUri, saved.programUri).queryKey, saved);
        await queryClient.invalidateQueries({ queryKey: ['groups', form.groupUri] });
        toast.show(t('toast.programSaved'), { variant: 'success' });
        // An administrator who moved the program to another company keeps editing it there.
        if (saved.groupUri !== form.groupUri) {
          navigate(localizePath(lang, `${programPath(saved.groupUri, saved.programUri)}/edit`), { replace: true });
        }
      }}
      onReload={() => void queryClient.invalidateQueries({ queryKey: programFormQuery(form.groupUri, form.programUri).queryKey })}
    />
  );
}

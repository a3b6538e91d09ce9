import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@/lib/router/Router';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { addProgram } from '@/features/programs/api/program-form';
import { newProgramDraft } from '@/features/programs/model/program-draft';
import { ProgramEditor } from '@/features/programs/components/ProgramEditor';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { Spinner } from '@/components/Spinner/Spinner';
import { programPath } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { ApiError } from '@/lib/errors';
import type { SignedInSession } from '@/lib/session';
import { groupQuery, type GroupProfile } from '@/features/groups/api/group';

/**
 * Adding a program to a company: /groups/{groupUri}/add-program, for administrators and the
 * company's CTA managers. The new program starts Pending; saving opens its page.
 */
export function GroupAddProgramPage() {
  return <RequireSignIn>{(session) => <AddProgramScreen session={session} />}</RequireSignIn>;
}

function AddProgramScreen({ session }: { session: SignedInSession }) {
  const t = useT();
  const { groupUri = '' } = useParams();
  const { data: group, error, isPending } = useQuery(groupQuery(groupUri));
  if ((error instanceof ApiError && error.status === 404) || (group && !group.canEdit)) return <LostPage />;
  return (
    <Page title={t('screens.groupAddProgram')} subtitle={group ? `${group.groupName} — ${t('programForm.addIntro')}` : undefined}>
      {error ? <ErrorAlert error={error} /> : isPending ? <Spinner /> : <AddProgramForm group={group} session={session} />}
    </Page>
  );
}

function AddProgramForm({ group, session }: { group: GroupProfile; session: SignedInSession }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <ProgramEditor
      // The company is the page's; the spec lets no one move a program while adding it.
      initial={newProgramDraft(null)}
      initialPlatformIds={null}
      canChangeStatus={session.isAdmin}
      submitLabel={t('programForm.add')}
      onSave={async (body) => {
        const created = await addProgram(group.groupUri, body);
        await queryClient.invalidateQueries({ queryKey: ['groups', group.groupUri] });
        navigate(localizePath(lang, programPath(created.groupUri, created.programUri)));
      }}
    />
  );
}

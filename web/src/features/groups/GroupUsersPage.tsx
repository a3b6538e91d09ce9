import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useParams } from '@/lib/router/Router';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { buttonClassName } from '@/components/Button/button-class';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { TextField } from '@/components/Form/TextField';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { Spinner } from '@/components/Spinner/Spinner';
import { useToast } from '@/components/Toast/toast-context';
import { groupPath } from '@/config/paths';
import { errorMessageKey, fieldErrorMessage } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import type { SignedInSession } from '@/lib/session';
import { checkEmail } from '@/lib/validation';
import {
  addGroupUser,
  groupQuery,
  groupUsersQuery,
  removeGroupUser,
  type AddGroupUser,
  type GroupProfile,
  type GroupUser,
} from '@/features/groups/api/group';
import './GroupPage.css';

/**
 * The company's CTA managers: /groups/{groupUri}/users, for administrators only (the server
 * refuses everyone else). Adding someone by email makes them a CTA manager of the company;
 * removing asks first.
 */
export function GroupUsersPage() {
  return <RequireSignIn>{(session) => <UsersScreen session={session} />}</RequireSignIn>;
}

function UsersScreen({ session }: { session: SignedInSession }) {
  const t = useT();
  const { groupUri = '' } = useParams();
  const { data: group, error, isPending } = useQuery({ ...groupQuery(groupUri), enabled: session.isAdmin });
  if (!session.isAdmin || (error instanceof ApiError && error.status === 404)) return <LostPage />;
  return (
    <Page
      title={t('screens.groupUsers')}
      subtitle={group?.groupName}
      actions={
        <LangLink to={groupPath(groupUri)} className={buttonClassName('secondary', 'sm')}>
          {t('groupEdit.viewProfile')}
        </LangLink>
      }
    >
      {error ? <ErrorAlert error={error} /> : isPending ? <Spinner /> : <GroupUsers group={group} />}
    </Page>
  );
}

function GroupUsers({ group }: { group: GroupProfile }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const usersQuery = groupUsersQuery(group.groupUri);
  const { data, error, isPending } = useQuery(usersQuery);
  const [removing, setRemoving] = useState<GroupUser | null>(null);
  const [working, setWorking] = useState(false);

  const remove = async () => {
    if (!removing) return;
    setWorking(true);
    try {
      await removeGroupUser(group.groupUri, removing.userId);
      queryClient.setQueryData(usersQuery.queryKey, (previous) =>
        previous ? { items: previous.items.filter((user) => user.userId !== removing.userId) } : previous,
      );
      toast.show(t('toast.userRemoved'), { variant: 'success' });
    } catch (failure) {
      toast.show(t(errorMessageKey(failure)), { variant: 'danger' });
    } finally {
      setWorking(false);
      setRemoving(null);
    }
  };

  const columns: Column<GroupUser>[] = [
    {
      id: 'name',
      header: t('groupUsers.name'),
      rowHeader: true,
      cell: (user) => `${user.firstName} ${user.lastName}`.trim(),
    },
    { id: 'email', header: t('groupUsers.email'), cell: (user) => user.email },
    {
      id: 'remove',
      header: t('groupUsers.actions'),
      align: 'end',
      cell: (user) => (
        <Button
          size="sm"
          variant="danger"
          aria-label={t('groupUsers.removeUser', { email: user.email })}
          onClick={() => {
            setRemoving(user);
          }}
        >
          {t('groupUsers.remove')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <AddUserForm groupUri={group.groupUri} />
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(user) => user.userId}
          caption={t('groupUsers.caption')}
          captionVisible
          emptyText={t('groupUsers.empty')}
          loading={isPending}
          maxHeight="none"
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        working={working}
        message={t('confirm.removeUserFromGroup', { group: group.groupName })}
        onConfirm={() => void remove()}
        onCancel={() => {
          setRemoving(null);
        }}
      />
    </>
  );
}

/** The server's refusals that belong on the email field: no such account, already a manager. */
function emailProblem(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'duplicate') return 'alreadyGroupUser';
  return error.fields.email;
}

function AddUserForm({ groupUri }: { groupUri: string }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const [working, setWorking] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkEmail(email);
    setProblem(found);
    setFailure(undefined);
    if (found) return;
    setWorking(true);
    try {
      const request: AddGroupUser = { email: email.trim() };
      const added = await addGroupUser(groupUri, request);
      const usersQuery = groupUsersQuery(groupUri);
      queryClient.setQueryData(usersQuery.queryKey, (previous) =>
        previous ? { items: [...previous.items, added] } : previous,
      );
      setEmail('');
      toast.show(t('toast.userAdded'), { variant: 'success' });
    } catch (error) {
      const key = emailProblem(error);
      if (key) setProblem(key);
      else setFailure(error);
    } finally {
      setWorking(false);
    }
  };

  return (
    <form className="group-users__add" noValidate onSubmit={(event) => void submit(event)}>
      {failure !== undefined && <ErrorAlert error={failure} />}
      <TextField
        label={t('groupUsers.addEmail')}
        hint={t('groupUsers.addHint')}
        type="email"
        autoComplete="off"
        value={email}
        error={problem && fieldErrorMessage(t, problem)}
        onChange={(event) => {
          setEmail(event.target.value);
          setProblem(undefined);
        }}
      />
      <Button type="submit" variant="primary" loading={working} disabled={working}>
        {t('groupUsers.add')}
      </Button>
    </form>
  );
}

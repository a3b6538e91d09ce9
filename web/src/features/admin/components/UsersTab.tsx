import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { TextField } from '@/components/Form/TextField';
import { LangLink } from '@/components/LangLink/LangLink';
import { ListActions } from '@/features/admin/components/ListActions';
import { Pager } from '@/components/Pager/Pager';
import type { Lang } from '@/config/languages';
import { paths } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import type { Translate } from '@/i18n/translate';
import { withPage, withSort } from '@/lib/list-params';
import { useSearchParams } from '@/lib/router/Router';
import {
  newsletterCsvPath,
  rolesQuery,
  unlockUser,
  userListQuery,
  usersCsvPath,
  type Role,
  type UserSummary,
} from '@/features/admin/api/users';
import { UserBadges } from '@/features/admin/components/UserBadges';
import { useUrlSearch } from '@/features/admin/hooks/use-url-search';
import { useUserChange } from '@/features/admin/hooks/use-user-change';
import { adminUserPath, formatDay, roleList } from '@/features/admin/model/admin-user';
import {
  isTooShort,
  readUserListState,
  userListApiQuery,
  userSortFirstOrder,
  withUserPageSize,
} from '@/features/admin/model/user-list-state';

function userColumns(
  t: Translate,
  lang: Lang,
  roles: readonly Role[] | undefined,
  onUnlock: (user: UserSummary) => void,
): Column<UserSummary>[] {
  return [
    {
      id: 'email',
      header: t('admin.columnEmail'),
      sortKey: 'email',
      firstOrder: userSortFirstOrder.email,
      rowHeader: true,
      cell: (user) => <LangLink to={adminUserPath(user.userId)}>{user.email}</LangLink>,
    },
    {
      id: 'firstName',
      header: t('admin.columnFirstName'),
      sortKey: 'firstName',
      firstOrder: userSortFirstOrder.firstName,
      cell: (user) => user.firstName,
    },
    {
      id: 'lastName',
      header: t('admin.columnLastName'),
      sortKey: 'lastName',
      firstOrder: userSortFirstOrder.lastName,
      cell: (user) => user.lastName,
    },
    { id: 'phone', header: t('admin.columnPhone'), className: 'admin-users__nowrap', cell: (user) => user.phone },
    {
      id: 'roles',
      header: t('admin.columnRoles'),
      cell: (user) => roleList(user.roleNames, roles, lang),
    },
    {
      id: 'created',
      header: t('admin.columnCreated'),
      sortKey: 'dateCreated',
      firstOrder: userSortFirstOrder.dateCreated,
      className: 'admin-users__nowrap',
      cell: (user) => formatDay(user.createdUtc),
    },
    {
      id: 'status',
      header: t('admin.columnStatus'),
      cell: (user) => <UserBadges user={user} onUnlock={onUnlock} />,
    },
  ];
}

/**
 * /admin/users: every account, searched (from 3 characters, after a 500 ms pause), sorted and
 * paged, each row leading to the user's page. Search, sort and page live in the URL. A locked-out
 * account's lock badge unlocks it after a confirmation.
 */
export function UsersTab() {
  const t = useT();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const state = readUserListState(params);
  const { data, error, isFetching } = useQuery(userListQuery(userListApiQuery(state)));
  const { data: roles } = useQuery(rolesQuery);
  const { run, working } = useUserChange();
  const [unlocking, setUnlocking] = useState<UserSummary | null>(null);
  const [text, setText] = useUrlSearch(state.search);

  const columns = useMemo(() => userColumns(t, lang, roles, setUnlocking), [t, lang, roles]);
  const tooShort = isTooShort(text);

  const unlock = async () => {
    if (!unlocking) return;
    const { userId } = unlocking;
    await run(`unlock:${String(userId)}`, () => unlockUser(userId), 'admin.userUnlocked');
    setUnlocking(null);
  };

  return (
    <div className="admin-users">
      <div className="admin-users__toolbar">
        <TextField
          className="admin-users__search"
        label={t('admin.searchUsers')}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={text}
        hint={tooShort ? t('validation.tooShort') : t('admin.searchHint')}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <ListActions
        exportPath={usersCsvPath}
        exportFile="users.csv"
        exportLabel={t('admin.usersExport')}
        otherExport={{
          path: newsletterCsvPath,
          file: 'newsletter-subscribers.csv',
          label: t('admin.newsletterExport'),
        }}
        addPath={`${paths.admin}/users/add`}
        addLabel={t('screens.adminUserAdd')}
      />
      </div>
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <>
          <DataTable
            columns={columns}
            rows={data?.items ?? []}
            rowKey={(user) => user.userId}
            caption={t('admin.usersCaption')}
            sort={state.sort}
            onSortChange={(sort) => {
              setParams(withSort(params, sort));
            }}
            emptyText={data ? t('empty.users') : undefined}
            loading={isFetching}
            maxHeight="none"
          />
          <Pager
            pageNumber={state.pageNumber}
            pageSize={state.pageSize}
            totalCount={data?.totalCount ?? 0}
            onPageChange={(pageNumber) => {
              setParams(withPage(params, pageNumber));
            }}
            onPageSizeChange={(pageSize) => {
              setParams(withUserPageSize(params, pageSize));
            }}
          />
        </>
      )}
      <ConfirmDialog
        open={unlocking !== null}
        working={working !== null}
        message={unlocking ? t('admin.confirmUnlock', { email: unlocking.email }) : undefined}
        onConfirm={() => void unlock()}
        onCancel={() => {
          setUnlocking(null);
        }}
      />
    </div>
  );
}

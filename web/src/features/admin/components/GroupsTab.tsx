import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Badge } from '@/components/Badge/Badge';
import { Button } from '@/components/Button/Button';
import { buttonClassName } from '@/components/Button/button-class';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { TextField } from '@/components/Form/TextField';
import { LangLink } from '@/components/LangLink/LangLink';
import { ListActions } from '@/features/admin/components/ListActions';
import { Pager } from '@/components/Pager/Pager';
import { groupPath, paths } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import type { Translate } from '@/i18n/translate';
import { withPage, withSort } from '@/lib/list-params';
import { referenceName, useReferenceData, type ReferenceItem } from '@/lib/reference-data';
import { useSearchParams } from '@/lib/router/Router';
import {
  activateGroup,
  deleteGroup,
  groupListQuery,
  groupStatusIds,
  groupsCsvPath,
  type GroupSummary,
} from '@/features/admin/api/groups';
import { useGroupChange } from '@/features/admin/hooks/use-group-change';
import { useUrlSearch } from '@/features/admin/hooks/use-url-search';
import { formatDay } from '@/features/admin/model/admin-user';
import { isTooShort } from '@/features/admin/model/user-list-state';
import {
  filterStatusIds,
  groupActivatedToastMs,
  groupListApiQuery,
  groupSortFirstOrder,
  groupStatusBadge,
  readGroupListState,
  withGroupPageSize,
  withStatus,
} from '@/features/admin/model/group-list-state';

interface RowActions {
  working: string | null;
  onActivate: (group: GroupSummary) => void;
  onDelete: (group: GroupSummary) => void;
}

const activationKey = (group: GroupSummary) => `activate:${String(group.groupId)}`;

function groupColumns(t: Translate, statusName: (id: number) => string, actions: RowActions): Column<GroupSummary>[] {
  return [
    {
      id: 'name',
      header: t('admin.columnCompany'),
      sortKey: 'groupName',
      firstOrder: groupSortFirstOrder.groupName,
      rowHeader: true,
      cell: (group) => <LangLink to={groupPath(group.groupUri)}>{group.groupName}</LangLink>,
    },
    {
      id: 'status',
      header: t('admin.columnStatus'),
      sortKey: 'groupStatus',
      firstOrder: groupSortFirstOrder.groupStatus,
      cell: (group) => <Badge variant={groupStatusBadge(group.groupStatusId)}>{statusName(group.groupStatusId)}</Badge>,
    },
    {
      id: 'programs',
      header: t('admin.columnPrograms'),
      sortKey: 'programCount',
      firstOrder: groupSortFirstOrder.programCount,
      align: 'end',
      cell: (group) => group.programCount,
    },
    { id: 'managers', header: t('admin.columnManagers'), align: 'end', cell: (group) => group.managerCount },
    {
      id: 'created',
      header: t('admin.columnCreated'),
      sortKey: 'dateCreated',
      firstOrder: groupSortFirstOrder.dateCreated,
      className: 'admin-users__nowrap',
      cell: (group) => formatDay(group.dateCreated),
    },
    {
      id: 'actions',
      header: t('admin.columnActions'),
      cell: (group) => (
        <div className="admin-groups__row-actions">
          {group.groupStatusId === groupStatusIds.pending && (
            <Button
              size="sm"
              variant="primary"
              aria-label={t('approval.activateGroup', { name: group.groupName })}
              loading={actions.working === activationKey(group)}
              disabled={actions.working !== null}
              onClick={() => {
                actions.onActivate(group);
              }}
            >
              {t('approval.activate')}
            </Button>
          )}
          <LangLink
            to={`${groupPath(group.groupUri)}/edit`}
            className={buttonClassName('secondary', 'sm')}
            aria-label={t('admin.editGroup', { name: group.groupName })}
          >
            {t('admin.edit')}
          </LangLink>
          <LangLink
            to={`${groupPath(group.groupUri)}/users`}
            className={buttonClassName('secondary', 'sm')}
            aria-label={t('admin.groupUsers', { name: group.groupName })}
          >
            {t('groupUsers.link')}
          </LangLink>
          {group.groupStatusId !== groupStatusIds.deleted && (
            <Button
              size="sm"
              variant="danger"
              aria-label={t('admin.deleteGroup', { name: group.groupName })}
              disabled={actions.working !== null}
              onClick={() => {
                actions.onDelete(group);
              }}
            >
              {t('admin.delete')}
            </Button>
          )}
        </div>
      ),
    },
  ];
}

/** The five statuses to filter by, a box each; none ticked lists every company. */
function StatusFilter({
  statuses,
  statusIds,
  onChange,
}: {
  statuses: readonly ReferenceItem[];
  statusIds: readonly number[];
  onChange: (statusId: number, shown: boolean) => void;
}) {
  const t = useT();
  const lang = useLang();
  const hintId = useId();
  return (
    <fieldset className="admin-programs__statuses" aria-describedby={hintId}>
      <legend className="field__label">{t('admin.filterGroupStatus')}</legend>
      <div className="admin-programs__status-choices">
        {filterStatusIds.map((id) => {
          const status = statuses.find((item) => item.id === id);
          return (
            status && (
              <CheckboxField
                key={id}
                label={referenceName(status, lang)}
                checked={statusIds.includes(id)}
                onChange={(event) => {
                  onChange(id, event.target.checked);
                }}
              />
            )
          );
        })}
      </div>
      <p id={hintId} className="field__hint">
        {t('admin.filterStatusHint')}
      </p>
    </fieldset>
  );
}

/**
 * /admin/groups: every company, filtered by status (several at once), searched by name (from 3
 * characters, after a 500 ms pause), sorted and paged, with the filter, search, sort and page in
 * the URL. Each row offers Activate (pending companies), Edit, Users and Delete (after a
 * confirmation); the whole list downloads as groups.csv.
 */
export function GroupsTab() {
  const t = useT();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const state = readGroupListState(params);
  const { data, error, isFetching } = useQuery(groupListQuery(groupListApiQuery(state)));
  const statuses = useReferenceData().data?.groupStatuses;
  const [text, setText] = useUrlSearch(state.search);
  const { run, working } = useGroupChange();
  const [deleting, setDeleting] = useState<GroupSummary | null>(null);

  const columns = useMemo(() => {
    const statusName = (id: number) => {
      const status = statuses?.find((item) => item.id === id);
      return status ? referenceName(status, lang) : String(id);
    };
    const activate = (group: GroupSummary) =>
      void run(activationKey(group), group.groupUri, () => activateGroup(group.groupUri), {
        message: (
          <>
            {t('toast.groupActivated')}{' '}
            <LangLink to={groupPath(group.groupUri)}>{t('approval.viewGroup', { name: group.groupName })}</LangLink>
          </>
        ),
        durationMs: groupActivatedToastMs,
      });
    return groupColumns(t, statusName, { working, onActivate: activate, onDelete: setDeleting });
  }, [t, lang, statuses, working, run]);

  const remove = async () => {
    if (!deleting) return;
    const { groupId, groupUri } = deleting;
    await run(`delete:${String(groupId)}`, groupUri, () => deleteGroup(groupUri), { message: t('toast.ctaDeleted') });
    setDeleting(null);
  };

  return (
    <div className="admin-groups">
      <div className="admin-users__toolbar">
        <TextField
          className="admin-users__search"
          label={t('admin.searchGroups')}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={text}
          hint={isTooShort(text) ? t('validation.tooShort') : t('admin.searchGroupsHint')}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <ListActions
          exportPath={groupsCsvPath}
          exportFile="groups.csv"
          exportLabel={t('admin.groupsExport')}
          addPath={`${paths.admin}/groups/add`}
          addLabel={t('screens.adminGroupAdd')}
        />
      </div>
      {statuses && (
        <StatusFilter
          statuses={statuses}
          statusIds={state.statusIds}
          onChange={(statusId, shown) => {
            setParams(withStatus(params, statusId, shown));
          }}
        />
      )}
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <>
          <DataTable
            columns={columns}
            rows={data?.items ?? []}
            rowKey={(group) => group.groupId}
            caption={t('admin.groupsCaption')}
            sort={state.sort}
            onSortChange={(sort) => {
              setParams(withSort(params, sort));
            }}
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
              setParams(withGroupPageSize(params, pageSize));
            }}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        working={working !== null}
        message={t('confirm.deleteCta')}
        onConfirm={() => void remove()}
        onCancel={() => {
          setDeleting(null);
        }}
      />
    </div>
  );
}

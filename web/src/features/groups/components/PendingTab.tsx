import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { groupKey, programKey, useActivation } from '@/features/groups/hooks/use-activation';
import { Badge } from '@/components/Badge/Badge';
import { Button } from '@/components/Button/Button';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import { groupPath, programPath } from '@/config/paths';
import { useT } from '@/i18n/i18n-context';
import { pendingQuery, type PendingGroup, type PendingItems, type PendingProgram } from '@/features/groups/api/pending';

/** Group status Pending (reference list `groupStatuses`). */
const pendingGroupStatusId = 2;

/** The day part of an RFC 3339 timestamp (`2026-11-22T09:00:00Z` → `2026-11-22`). */
function day(timestamp: string): string {
  return timestamp.slice(0, 10);
}

/**
 * /admin/pending-programs: the companies and programs waiting for approval, each with Activate.
 * An activated row leaves the list at once; the toast links to what was activated.
 */
export function PendingTab() {
  const t = useT();
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery(pendingQuery);
  const { activateGroup, activateProgram, activating } = useActivation();

  const drop = (change: (items: PendingItems) => PendingItems) => {
    queryClient.setQueryData(pendingQuery.queryKey, (previous) => (previous ? change(previous) : previous));
  };

  const groupColumns: Column<PendingGroup>[] = [
    {
      id: 'group',
      header: t('admin.columnCompany'),
      rowHeader: true,
      cell: (group) => <LangLink to={groupPath(group.groupUri)}>{group.groupName}</LangLink>,
    },
    { id: 'created', header: t('admin.columnCreated'), cell: (group) => day(group.dateCreated) },
    {
      id: 'activate',
      header: t('admin.columnActions'),
      align: 'end',
      cell: (group) => (
        <Button
          size="sm"
          variant="primary"
          aria-label={t('approval.activateGroup', { name: group.groupName })}
          loading={activating === groupKey(group.groupUri)}
          disabled={activating !== null}
          onClick={() =>
            void activateGroup(group).then((done) => {
              if (done) drop((items) => ({ ...items, groups: items.groups.filter((row) => row.groupId !== group.groupId) }));
            })
          }
        >
          {t('approval.activate')}
        </Button>
      ),
    },
  ];

  const programColumns: Column<PendingProgram>[] = [
    {
      id: 'program',
      header: t('admin.columnProgram'),
      rowHeader: true,
      cell: (program) => (
        <LangLink to={programPath(program.groupUri, program.programUri)}>{program.programName}</LangLink>
      ),
    },
    {
      id: 'group',
      header: t('admin.columnCompany'),
      cell: (program) => (
        <>
          <LangLink to={groupPath(program.groupUri)}>{program.groupName}</LangLink>
          {program.groupStatusId === pendingGroupStatusId && (
            <>
              {' '}
              <Badge variant="info">{t('group.pending')}</Badge>
            </>
          )}
        </>
      ),
    },
    { id: 'created', header: t('admin.columnCreated'), cell: (program) => day(program.dateCreated) },
    {
      id: 'activate',
      header: t('admin.columnActions'),
      align: 'end',
      cell: (program) => (
        <Button
          size="sm"
          variant="primary"
          aria-label={t('approval.activateProgram', { name: program.programName })}
          loading={activating === programKey(program.groupUri, program.programUri)}
          disabled={activating !== null}
          onClick={() =>
            void activateProgram(program).then((done) => {
              if (done) {
                drop((items) => ({
                  ...items,
                  programs: items.programs.filter((row) => row.programId !== program.programId),
                }));
              }
            })
          }
        >
          {t('approval.activate')}
        </Button>
      ),
    },
  ];

  if (error) return <ErrorAlert error={error} />;
  return (
    <>
      <DataTable
        columns={groupColumns}
        rows={data?.groups ?? []}
        rowKey={(group) => group.groupId}
        caption={t('admin.pendingGroups')}
        captionVisible
        loading={isPending}
        maxHeight="none"
      />
      <DataTable
        columns={programColumns}
        rows={data?.programs ?? []}
        rowKey={(program) => program.programId}
        caption={t('admin.pendingPrograms')}
        captionVisible
        loading={isPending}
        maxHeight="none"
      />
    </>
  );
}

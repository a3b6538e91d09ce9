import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import { Pager } from '@/components/Pager/Pager';
import { groupPath, programPath } from '@/config/paths';
import { useT } from '@/i18n/i18n-context';
import type { Translate } from '@/i18n/translate';
import { positiveIntParam, withPage } from '@/lib/list-params';
import { useSearchParams } from '@/lib/router/Router';
import { adminProgramListQuery, type AdminProgram } from '@/features/admin/api/programs';
import { useProgramRemoval } from '@/features/admin/hooks/use-program-removal';
import { formatDay } from '@/features/admin/model/admin-user';
import { recentlyArchivedApiQuery, recentlyArchivedPageSize } from '@/features/admin/model/recently-archived';

function archivedColumns(t: Translate, onRemove: (program: AdminProgram) => void): Column<AdminProgram>[] {
  return [
    {
      id: 'program',
      header: t('admin.columnProgram'),
      rowHeader: true,
      cell: (program) => <LangLink to={programPath(program.groupUri, program.programUri)}>{program.programName}</LangLink>,
    },
    {
      id: 'company',
      header: t('admin.columnCompany'),
      cell: (program) => <LangLink to={groupPath(program.groupUri)}>{program.groupName}</LangLink>,
    },
    {
      id: 'archived',
      header: t('admin.columnArchived'),
      className: 'admin-programs__day',
      cell: (program) => (program.dateArchived ? formatDay(program.dateArchived) : ''),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('admin.columnActions')}</span>,
      align: 'end',
      cell: (program) => (
        <Button
          size="sm"
          variant="danger"
          aria-label={t('admin.removeProgram', { program: program.programName })}
          onClick={() => {
            onRemove(program);
          }}
        >
          {t('admin.remove')}
        </Button>
      ),
    },
  ];
}

/**
 * /admin/recently-archived, for administrators: the programs archived since the first day of the
 * month four months back, the newest archived first, 100 to a page, each removable (deleted)
 * after the spec's confirmation.
 */
export function RecentlyArchivedTab() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const pageNumber = positiveIntParam(params.get('pageNumber')) ?? 1;
  // The window is the reader's calendar as the tab opened; it does not move while they look.
  const [today] = useState(() => new Date());
  const { data, error, isFetching } = useQuery(adminProgramListQuery(recentlyArchivedApiQuery(today, pageNumber)));
  const removal = useProgramRemoval();
  const columns = useMemo(() => archivedColumns(t, removal.ask), [t, removal.ask]);

  return (
    <div className="admin-programs">
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <>
          <DataTable
            columns={columns}
            rows={data?.items ?? []}
            rowKey={(program) => program.programId}
            caption={t('admin.recentlyArchivedCaption')}
            emptyText={data ? undefined : t('common.loading')}
            loading={isFetching}
            maxHeight="none"
          />
          <Pager
            pageNumber={pageNumber}
            pageSize={recentlyArchivedPageSize}
            totalCount={data?.totalCount ?? 0}
            onPageChange={(page) => {
              setParams(withPage(params, page));
            }}
          />
        </>
      )}
      <ConfirmDialog
        open={removal.asking !== null}
        working={removal.working}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { buttonClassName } from '@/components/Button/button-class';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import { Pager } from '@/components/Pager/Pager';
import { Section } from '@/components/Section/Section';
import type { Lang } from '@/config/languages';
import { groupPath, programPath } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import type { Translate } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import { withPage, withSort } from '@/lib/list-params';
import { useSearchParams } from '@/lib/router/Router';
import { userViewsCsvHref, userViewsQuery, type UserView } from '@/features/admin/api/users';
import {
  readUserViewsState,
  userViewsApiQuery,
  viewSortFirstOrder,
  withViewsPageSize,
} from '@/features/admin/model/user-views-state';

/** A view with its place in the log: the API gives views no id, and one program may be viewed on several days. */
interface ViewRow extends UserView {
  position: number;
}

function viewColumns(t: Translate, lang: Lang): Column<ViewRow>[] {
  return [
    {
      id: 'dateCreated',
      header: t('program.viewedAt'),
      sortKey: 'dateCreated',
      firstOrder: viewSortFirstOrder.dateCreated,
      className: 'admin-users__nowrap',
      cell: (view) => <time dateTime={view.dateCreated}>{formatDateTime(view.dateCreated, lang)}</time>,
    },
    {
      id: 'groupName',
      header: t('admin.columnCompany'),
      sortKey: 'groupName',
      firstOrder: viewSortFirstOrder.groupName,
      cell: (view) => <LangLink to={groupPath(view.groupUri)}>{view.groupName}</LangLink>,
    },
    {
      id: 'programName',
      header: t('admin.columnProgram'),
      sortKey: 'programName',
      firstOrder: viewSortFirstOrder.programName,
      rowHeader: true,
      cell: (view) => <LangLink to={programPath(view.groupUri, view.programUri)}>{view.programName}</LangLink>,
    },
  ];
}

/**
 * The program pages the user viewed (one view per program and day), newest first: sorted and
 * paged in the URL, 25 rows by default, each program linked; Export downloads the whole history.
 */
export function UserLogsTab({ userId }: { userId: number }) {
  const t = useT();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const state = readUserViewsState(params);
  const { data, error, isFetching } = useQuery(userViewsQuery(userId, userViewsApiQuery(state)));
  const columns = useMemo(() => viewColumns(t, lang), [t, lang]);
  const rows: ViewRow[] = (data?.items ?? []).map((view, index) => ({
    ...view,
    position: (state.pageNumber - 1) * state.pageSize + index,
  }));
  const title = t('admin.viewHistory');

  return (
    <Section
      title={title}
      tools={
        <a href={userViewsCsvHref(userId)} download className={buttonClassName('secondary', 'sm')}>
          {t('admin.viewsExport')}
        </a>
      }
    >
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <>
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(row) => row.position}
            caption={title}
            sort={state.sort}
            onSortChange={(sort) => {
              setParams(withSort(params, sort));
            }}
            emptyText={data ? t('empty.logs') : t('common.loading')}
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
              setParams(withViewsPageSize(params, pageSize));
            }}
          />
        </>
      )}
    </Section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { buttonClassName } from '@/components/Button/button-class';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import type { SortState } from '@/components/DataTable/sort';
import { LangLink } from '@/components/LangLink/LangLink';
import { Pager } from '@/components/Pager/Pager';
import { Section } from '@/components/Section/Section';
import { paths } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { isSignedIn, useSession } from '@/lib/session';
import { formatDateTime } from '@/features/programs/model/figures';
import { programViewsCsvHref, programViewsQuery, type ProgramDetail, type ViewLogEntry } from '@/features/programs/api/program';

const defaultPageSize = 25;

/** A log entry with its place in the log: visits have no id, and one visitor may load the page twice in a second. */
interface LogRow extends ViewLogEntry {
  position: number;
}

/**
 * Who viewed the program, newest first, for its editors: paged, with a CSV export of every row.
 * For administrators a signed-in viewer's name leads to their user page.
 */
export function ViewLogTab({ program }: { program: ProgramDetail }) {
  const t = useT();
  const lang = useLang();
  const session = useSession();
  const isAdmin = isSignedIn(session) && session.isAdmin;
  const [pageNumber, setPageNumber] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [sort, setSort] = useState<SortState>({ by: 'dateCreated', order: 'DESC' });
  const { data, error, isPending, isPlaceholderData } = useQuery(
    programViewsQuery(program.programId, { pageNumber, pageSize, orderBy: sort.order }),
  );

  const columns: Column<LogRow>[] = [
    {
      id: 'name',
      header: t('program.viewer'),
      cell: (entry) => {
        if (entry.userId === null || entry.userId === undefined) return t('program.visitor');
        const name = `${entry.firstName} ${entry.lastName}`.trim() || entry.email;
        return isAdmin ? <LangLink to={`${paths.admin}/users/${String(entry.userId)}`}>{name}</LangLink> : name;
      },
    },
    { id: 'email', header: t('account.email'), cell: (entry) => entry.email },
    { id: 'phone', header: t('account.phone'), cell: (entry) => entry.phone },
    {
      id: 'dateCreated',
      header: t('program.viewedAt'),
      cell: (entry) => formatDateTime(entry.dateCreated, lang),
      sortKey: 'dateCreated',
      firstOrder: 'DESC',
    },
  ];
  const rows: LogRow[] = (data?.items ?? []).map((entry, index) => ({
    ...entry,
    position: (pageNumber - 1) * pageSize + index,
  }));
  const title = t('program.viewLog');

  return (
    <Section
      title={title}
      tools={
        <a href={programViewsCsvHref(program.programId)} download className={buttonClassName('secondary', 'sm')}>
          {t('program.exportCsv')}
        </a>
      }
    >
      {error && <ErrorAlert error={error} />}
      {data && <p className="section-note">{t('program.viewCount', { count: data.totalCount })}</p>}
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.position}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPageNumber(1);
        }}
        emptyText={t('empty.logs')}
        loading={isPending || isPlaceholderData}
      />
      {data && (
        <Pager
          pageNumber={pageNumber}
          pageSize={pageSize}
          totalCount={data.totalCount}
          onPageChange={setPageNumber}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPageNumber(1);
          }}
        />
      )}
    </Section>
  );
}

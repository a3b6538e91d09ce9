import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import { Pager } from '@/components/Pager/Pager';
import { Section } from '@/components/Section/Section';
import { groupPath, programPath } from '@/config/paths';
import { useT } from '@/i18n/i18n-context';
import type { Translate } from '@/i18n/translate';
import { positiveIntParam } from '@/lib/list-params';
import { useSearchParams } from '@/lib/router/Router';
import {
  contactMessagesQuery,
  inquiryPageSize,
  researchRequestsQuery,
  type ContactMessageItem,
  type ResearchRequestItem,
} from '@/features/admin/api/inquiries';
import { adminUserPath, formatDay } from '@/features/admin/model/admin-user';

/** What both lists show of the person who wrote. */
type Inquiry = ContactMessageItem | ResearchRequestItem;

function senderColumns<Row extends Inquiry>(t: Translate): Column<Row>[] {
  return [
    {
      id: 'name',
      header: t('inquiry.columnName'),
      cell: (row) =>
        row.userId === null || row.userId === undefined ? (
          `${row.firstName} ${row.lastName}`
        ) : (
          <LangLink to={adminUserPath(row.userId)}>{`${row.firstName} ${row.lastName}`}</LangLink>
        ),
    },
    {
      id: 'email',
      header: t('admin.columnEmail'),
      cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a>,
    },
    { id: 'phone', header: t('admin.columnPhone'), cell: (row) => row.phone },
    {
      id: 'message',
      header: t('inquiry.columnMessage'),
      className: 'admin-inquiries__message',
      cell: (row) => row.message,
    },
  ];
}

function receivedColumn<Row extends Inquiry>(t: Translate): Column<Row> {
  return {
    id: 'received',
    header: t('inquiry.columnReceived'),
    rowHeader: true,
    className: 'admin-programs__day',
    cell: (row) => formatDay(row.dateCreated),
  };
}

function requestColumns(t: Translate): Column<ResearchRequestItem>[] {
  return [
    receivedColumn<ResearchRequestItem>(t),
    {
      id: 'program',
      header: t('admin.columnProgram'),
      cell: (row) =>
        row.program ? (
          <>
            <LangLink to={programPath(row.program.groupUri, row.program.programUri)}>{row.program.programName}</LangLink>
            {' · '}
            <LangLink to={groupPath(row.program.groupUri)}>{row.program.groupName}</LangLink>
          </>
        ) : (
          t('inquiry.programDeleted')
        ),
    },
    ...senderColumns<ResearchRequestItem>(t),
  ];
}

/**
 * /admin/inquiries, for administrators: the free research-report requests and the Contact Us
 * messages, each newest first, 25 to a page, with links to the program and the sender's account.
 */
export function InquiriesTab() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requestsPage = positiveIntParam(params.get('requestsPage')) ?? 1;
  const messagesPage = positiveIntParam(params.get('messagesPage')) ?? 1;
  const requests = useQuery(researchRequestsQuery(requestsPage));
  const messages = useQuery(contactMessagesQuery(messagesPage));
  const requestTable = useMemo(() => requestColumns(t), [t]);
  const messageTable = useMemo(() => [receivedColumn<ContactMessageItem>(t), ...senderColumns<ContactMessageItem>(t)], [t]);

  const turnTo = (param: string, page: number) => {
    const next = new URLSearchParams(params);
    if (page <= 1) next.delete(param);
    else next.set(param, String(page));
    setParams(next);
  };

  return (
    <div className="admin-inquiries">
      <Section title={t('inquiry.requestsTitle')}>
        {requests.error ? (
          <ErrorAlert error={requests.error} />
        ) : (
          <>
            <DataTable
              columns={requestTable}
              rows={requests.data?.items ?? []}
              rowKey={(row) => row.id}
              caption={t('inquiry.requestsTitle')}
              emptyText={requests.data ? t('inquiry.noRequests') : t('common.loading')}
              loading={requests.isFetching}
              maxHeight="none"
            />
            <Pager
              pageNumber={requestsPage}
              pageSize={inquiryPageSize}
              totalCount={requests.data?.totalCount ?? 0}
              onPageChange={(page) => {
                turnTo('requestsPage', page);
              }}
            />
          </>
        )}
      </Section>
      <Section title={t('inquiry.messagesTitle')}>
        {messages.error ? (
          <ErrorAlert error={messages.error} />
        ) : (
          <>
            <DataTable
              columns={messageTable}
              rows={messages.data?.items ?? []}
              rowKey={(row) => row.id}
              caption={t('inquiry.messagesTitle')}
              emptyText={messages.data ? t('inquiry.noMessages') : t('common.loading')}
              loading={messages.isFetching}
              maxHeight="none"
            />
            <Pager
              pageNumber={messagesPage}
              pageSize={inquiryPageSize}
              totalCount={messages.data?.totalCount ?? 0}
              onPageChange={(page) => {
                turnTo('messagesPage', page);
              }}
            />
          </>
        )}
      </Section>
    </div>
  );
}

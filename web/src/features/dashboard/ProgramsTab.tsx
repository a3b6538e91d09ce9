import { useQuery } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { buttonClassName } from '@/components/Button/button-class';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import { groupPath, programPath } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { apiGet } from '@/lib/api';
import { referenceName, useReferenceData } from '@/lib/reference-data';
import type { SignedInSession } from '@/lib/session';
import './dashboard.css';

type ProgramListingPage = components['schemas']['ProgramListingPage'];
type CompanyPrograms = components['schemas']['CompanyPrograms'];
type ProgramListing = components['schemas']['ProgramListing'];

/** Program statuses anyone may list (Active, Archived): enough to learn the companies' addresses. */
const listedStatuses = [1, 3];

interface Company {
  groupUri: string;
  groupName: string;
}

/**
 * The member's companies as their listed programs name them. The session knows the companies
 * only by id, and the listing finds programs by company id.
 */
export function companiesOf(rows: readonly ProgramListing[]): Company[] {
  const byUri = new Map<string, Company>();
  for (const row of rows) byUri.set(row.groupUri, { groupUri: row.groupUri, groupName: row.groupName });
  return [...byUri.values()].sort((a, b) => a.groupName.localeCompare(b.groupName));
}

/**
 * Spec: the dashboard's programs tab for users who belong to companies — each company's
 * programs with their status (pending and deleted ones too, as its managers see them) and an
 * Add Program button.
 */
export function ProgramsTab({ session }: { session: SignedInSession }) {
  const t = useT();
  const query = new URLSearchParams([
    ...session.groups.map((id) => ['filterByGroupIds', String(id)]),
    ...listedStatuses.map((id) => ['filterByProgramStatusIds', String(id)]),
    ['sortBy', 'programName'],
    ['orderBy', 'ASC'],
    ['pageSize', '100'],
  ]).toString();
  const { data, error, isPending } = useQuery({
    queryKey: ['listings', query],
    queryFn: ({ signal }) => apiGet<ProgramListingPage>(`/programs?${query}`, { signal }),
  });
  if (error) return <ErrorAlert error={error} />;
  if (isPending) return <p>{t('common.loading')}</p>;
  const companies = companiesOf(data.items);
  if (companies.length === 0) return <p>{t('members.noCompanyPrograms')}</p>;
  return (
    <>
      {companies.map((company) => (
        <CompanyProgramsSection key={company.groupUri} company={company} />
      ))}
    </>
  );
}

function CompanyProgramsSection({ company }: { company: Company }) {
  const t = useT();
  const lang = useLang();
  const { data: reference } = useReferenceData();
  // The company page's query (its key and request), so both share one cache entry.
  const { data, error, isPending, isFetching } = useQuery({
    queryKey: ['groups', company.groupUri, 'programs', true],
    queryFn: ({ signal }) =>
      apiGet<CompanyPrograms>(`/groups/${encodeURIComponent(company.groupUri)}/programs?includeArchived=true`, { signal }),
  });
  const statusName = (id: number) => {
    const item = reference?.programStatuses.find((status) => status.id === id);
    return item ? referenceName(item, lang) : '';
  };
  const columns: Column<ProgramListing>[] = [
    {
      id: 'program',
      header: t('listing.program'),
      rowHeader: true,
      cell: (program) => <LangLink to={programPath(program.groupUri, program.programUri)}>{program.programName}</LangLink>,
    },
    { id: 'status', header: t('group.columnStatus'), cell: (program) => statusName(program.programStatusId) },
  ];
  return (
    <section className="dashboard__company" aria-labelledby={`company-${company.groupUri}`}>
      <div className="dashboard__company-header">
        <h2 id={`company-${company.groupUri}`}>
          <LangLink to={groupPath(company.groupUri)}>{company.groupName}</LangLink>
        </h2>
        <LangLink to={`${groupPath(company.groupUri)}/add-program`} className={buttonClassName('primary', 'sm')}>
          {t('screens.groupAddProgram')}
        </LangLink>
      </div>
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(program) => program.programId}
          caption={company.groupName}
          loading={isPending || isFetching}
          maxHeight="none"
        />
      )}
    </section>
  );
}

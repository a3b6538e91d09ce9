import { useQuery } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { buttonClassName } from '@/components/Button/button-class';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import { groupPath, programPath } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { companyProgramsQuery, managedGroupsQuery } from '@/features/groups/api/group';
import { referenceName, useReferenceData } from '@/lib/reference-data';
import './ProgramsTab.css';

type Company = components['schemas']['ManagedGroup'];
type ProgramListing = components['schemas']['ProgramListing'];

/**
 * Spec: the dashboard's programs tab for users who belong to companies — each company they
 * manage (a pending one just registered too) with its programs and their status (pending and
 * deleted ones as well, as its managers see them) and an Add Program button.
 */
export function ProgramsTab() {
  const t = useT();
  const { data, error, isPending } = useQuery(managedGroupsQuery);
  if (error) return <ErrorAlert error={error} />;
  if (isPending) return <p>{t('common.loading')}</p>;
  if (data.items.length === 0) return <p>{t('members.noCompanyPrograms')}</p>;
  return (
    <>
      {data.items.map((company) => (
        <CompanyProgramsSection key={company.groupUri} company={company} />
      ))}
    </>
  );
}

function CompanyProgramsSection({ company }: { company: Company }) {
  const t = useT();
  const lang = useLang();
  const { data: reference } = useReferenceData();
  // The company page's query, so both share one cache entry.
  const { data, error, isPending, isFetching } = useQuery(companyProgramsQuery(company.groupUri, true));
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

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { components } from '@/api/schema';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import { useToast } from '@/components/Toast/toast-context';
import { groupPath, programPath } from '@/config/paths';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { companyProgramsQuery, managedGroupsQuery } from '@/features/groups/api/group';
import { referenceName, useReferenceData } from '@/lib/reference-data';
import './ProgramsTab.css';

type Company = components['schemas']['ManagedGroup'];
type ProgramListing = components['schemas']['ProgramListing'];

/** Program status Deleted (reference list `programStatuses`): nothing left to remove. */
const deletedStatusId = 4;

export interface ProgramsTabProps {
  /**
   * The add-program form for a company, shown in place under its heading; it calls `onSaved`
   * once the server has stored the new program.
   */
  addProgramForm: (company: Company, onSaved: () => void) => ReactNode;
  /** Administrators' remove action (the program becomes Deleted); none for everyone else. */
  removeProgram?: (program: ProgramListing) => Promise<void>;
}

/**
 * Spec: the dashboard's programs tab for users who belong to companies — each company they
 * manage (a pending one just registered too) with its programs and their status (pending and
 * deleted ones as well, as its managers see them), an Add Program button opening the add-program
 * form ('Program Saved', then the list is fetched again) and, for administrators, a remove action
 * with a confirmation.
 */
export function ProgramsTab({ addProgramForm, removeProgram }: ProgramsTabProps) {
  const t = useT();
  const { data, error, isPending } = useQuery(managedGroupsQuery);
  if (error) return <ErrorAlert error={error} />;
  if (isPending) return <p>{t('common.loading')}</p>;
  if (data.items.length === 0) return <p>{t('members.noCompanyPrograms')}</p>;
  return (
    <>
      {data.items.map((company) => (
        <CompanyProgramsSection
          key={company.groupUri}
          company={company}
          addProgramForm={addProgramForm}
          removeProgram={removeProgram}
        />
      ))}
    </>
  );
}

function CompanyProgramsSection({ company, addProgramForm, removeProgram }: { company: Company } & ProgramsTabProps) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const queryClient = useQueryClient();
  const formId = useId();
  const [adding, setAdding] = useState(false);
  const [asking, setAsking] = useState<ProgramListing | null>(null);
  const [removing, setRemoving] = useState(false);
  const { data: reference } = useReferenceData();
  // The company page's query, so both share one cache entry.
  const { data, error, isPending, isFetching } = useQuery(companyProgramsQuery(company.groupUri, true));
  const statusName = (id: number) => {
    const item = reference?.programStatuses.find((status) => status.id === id);
    return item ? referenceName(item, lang) : '';
  };
  // The company's page and the program's own page show the programs and their status too.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['groups', company.groupUri] });

  const saved = () => {
    setAdding(false);
    toast.show(t('toast.programSaved'), { variant: 'success' });
    void refresh();
  };

  const remove = async () => {
    if (!asking || !removeProgram) return;
    setRemoving(true);
    try {
      await removeProgram(asking);
      toast.show(t('admin.programRemoved', { program: asking.programName }), { variant: 'success' });
    } catch (failure) {
      toast.show(t(errorMessageKey(failure)), { variant: 'danger' });
    } finally {
      // Also after a refusal, which means the row was stale.
      await refresh();
      setRemoving(false);
      setAsking(null);
    }
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
  if (removeProgram) {
    columns.push({
      id: 'remove',
      header: <span className="visually-hidden">{t('admin.remove')}</span>,
      align: 'end',
      cell: (program) =>
        program.programStatusId !== deletedStatusId && (
          <Button
            size="sm"
            variant="danger"
            aria-label={t('admin.removeProgram', { program: program.programName })}
            onClick={() => {
              setAsking(program);
            }}
          >
            {t('admin.remove')}
          </Button>
        ),
    });
  }

  return (
    <section className="dashboard__company" aria-labelledby={`company-${company.groupUri}`}>
      <div className="dashboard__company-header">
        <h2 id={`company-${company.groupUri}`}>
          <LangLink to={groupPath(company.groupUri)}>{company.groupName}</LangLink>
        </h2>
        <Button
          size="sm"
          variant={adding ? 'secondary' : 'primary'}
          aria-expanded={adding}
          aria-controls={formId}
          onClick={() => {
            setAdding((open) => !open);
          }}
        >
          {t('screens.groupAddProgram')}
        </Button>
      </div>
      {adding && (
        <section id={formId} className="dashboard__add-program" aria-label={t('programsTab.addTo', { company: company.groupName })}>
          {addProgramForm(company, saved)}
        </section>
      )}
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
      <ConfirmDialog
        open={asking !== null}
        working={removing}
        message={asking ? t('programsTab.confirmRemove', { program: asking.programName }) : undefined}
        onConfirm={() => void remove()}
        onCancel={() => {
          setAsking(null);
        }}
      />
    </section>
  );
}

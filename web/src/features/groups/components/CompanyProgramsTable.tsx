import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { programKey, useActivation } from '@/features/groups/hooks/use-activation';
import { Badge } from '@/components/Badge/Badge';
import { Button } from '@/components/Button/Button';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { LangLink } from '@/components/LangLink/LangLink';
import { programPath } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { Money } from '@/components/Money/Money';
import { formatPercent } from '@/lib/format';
import { referenceName, useReferenceData } from '@/lib/reference-data';
import { isSignedIn, useSession } from '@/lib/session';
import { companyProgramsQuery, type CompanyProgram } from '@/features/groups/api/group';

/** Program status ids (reference list `programStatuses`). */
const programStatus = { pending: 2, archived: 3, deleted: 4 } as const;

/**
 * A company's programs on its page. Archived (and, for its managers, deleted) programs appear
 * only when the toggle asks for them; its managers also see pending programs and page visits, and
 * administrators activate a pending program from its row.
 */
export function CompanyProgramsTable({ groupUri }: { groupUri: string }) {
  const t = useT();
  const lang = useLang();
  const [includeArchived, setIncludeArchived] = useState(false);
  const { data, error, isPending, isFetching } = useQuery({
    ...companyProgramsQuery(groupUri, includeArchived),
    placeholderData: keepPreviousData,
  });
  const { data: reference } = useReferenceData();
  const typeName = (id: number) => {
    const item = reference?.programTypes.find((type) => type.id === id);
    return item ? referenceName(item, lang) : '';
  };
  const visits = data?.visits ?? null;
  const session = useSession();
  const isAdmin = isSignedIn(session) && session.isAdmin;
  const { activateProgram, activating } = useActivation();

  const statusBadge = (program: CompanyProgram) => {
    switch (program.programStatusId) {
      case programStatus.pending:
        return <Badge variant="info">{t('group.pending')}</Badge>;
      case programStatus.archived:
        return <Badge variant="warning">{t('group.statusArchived')}</Badge>;
      case programStatus.deleted:
        return <Badge variant="danger">{t('group.statusDeleted')}</Badge>;
      default:
        return null;
    }
  };

  const columns: Column<CompanyProgram>[] = [
    {
      id: 'program',
      header: t('group.columnProgram'),
      rowHeader: true,
      cell: (program) => (
        <>
          <LangLink to={programPath(program.groupUri, program.programUri)}>{program.programName}</LangLink>{' '}
          {statusBadge(program)}
          {isAdmin && program.programStatusId === programStatus.pending && (
            <>
              {' '}
              <Button
                size="sm"
                variant="primary"
                aria-label={t('approval.activateProgram', { name: program.programName })}
                loading={activating === programKey(program.groupUri, program.programUri)}
                disabled={activating !== null}
                onClick={() => void activateProgram(program)}
              >
                {t('approval.activate')}
              </Button>
            </>
          )}
        </>
      ),
    },
    { id: 'type', header: t('group.columnType'), cell: (program) => typeName(program.programTypeId) },
    { id: 'inception', header: t('group.columnInception'), cell: (program) => program.dateInception ?? '' },
    { id: 'ytd', header: t('group.columnYtd'), align: 'end', cell: (program) => formatPercent(program.ytdReturn) },
    {
      id: 'caror',
      header: t('group.columnCaror'),
      align: 'end',
      cell: (program) => (program.compoundReturn === null ? '–' : formatPercent(program.compoundReturn)),
    },
    {
      id: 'maxDrawdown',
      header: t('group.columnMaxDrawdown'),
      align: 'end',
      cell: (program) => formatPercent(program.maxDrawDown),
    },
    { id: 'aum', header: t('group.columnAum'), align: 'end', cell: (program) => <Money amount={program.assets} currency={program.currency} usd={program.assetsUsd} /> },
    {
      id: 'minInvestment',
      header: t('group.columnMinInvestment'),
      align: 'end',
      cell: (program) => <Money amount={program.investmentMin} currency={program.currency} usd={program.investmentMinUsd} />,
    },
    ...(visits
      ? [
          {
            id: 'visits',
            header: t('group.visits'),
            align: 'end' as const,
            cell: (program: CompanyProgram) => String(visits[String(program.programId)] ?? 0),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="group-programs" className="group-profile__programs">
      <h2 id="group-programs">{t('group.programs')}</h2>
      <CheckboxField
        label={t('group.showArchived')}
        name="includeArchived"
        checked={includeArchived}
        onChange={(event) => {
          setIncludeArchived(event.target.checked);
        }}
      />
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(program) => program.programId}
          caption={t('group.programs')}
          loading={isPending || isFetching}
          maxHeight="none"
        />
      )}
    </section>
  );
}

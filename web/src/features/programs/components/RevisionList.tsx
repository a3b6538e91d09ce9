import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { Section } from '@/components/Section/Section';
import { Spinner } from '@/components/Spinner/Spinner';
import { useLang, useT } from '@/i18n/i18n-context';
import { formatMonth, formatPercent, missingValue, shortenNumber } from '@/lib/format';
import { formatDateTime } from '@/features/programs/model/figures';
import { beforeAfter } from '@/features/programs/model/performance-diff';
import { revisionsQuery, type Revision, type RevisionChange } from '@/features/programs/api/returns';

function present<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}

/** Every save of the program's months, newest first: who, when, and each month's old and new values. */
export function RevisionList({ groupUri, programUri }: { groupUri: string; programUri: string }) {
  const t = useT();
  const { data, error, isPending } = useQuery(revisionsQuery(groupUri, programUri));
  return (
    <Section title={t('performance.revisions')}>
      {error ? (
        <ErrorAlert error={error} />
      ) : isPending ? (
        <Spinner />
      ) : data.items.length === 0 ? (
        <p>{t('performance.noRevisions')}</p>
      ) : (
        <ol className="performance-revisions">
          {data.items.map((revision) => (
            <RevisionItem key={revision.revisionId} revision={revision} />
          ))}
        </ol>
      )}
    </Section>
  );
}

function RevisionItem({ revision }: { revision: Revision }) {
  const t = useT();
  const lang = useLang();
  // An empty name (a profile without one) falls back to the email like a missing one.
  const who = [revision.userName, revision.userEmail].find((name) => name !== null && name !== undefined && name !== '') ?? t('performance.unknownUser');
  const yesNo = (value: boolean | null | undefined) => (present(value) ? t(value ? 'program.yes' : 'program.no') : null);
  const percent = (value: number | null | undefined) => (present(value) ? formatPercent(value) : null);
  const assets = (value: number | null | undefined, month: RevisionChange, side: 'old' | 'new') => {
    // A month that exists on this side with no assets reads as a dash; a missing month reads as nothing.
    const exists = side === 'old' ? present(month.oldReturn) : present(month.newReturn);
    return exists ? shortenNumber(value) : null;
  };
  const columns: Column<RevisionChange>[] = [
    { id: 'month', header: t('performance.month'), cell: (change) => formatMonth(change.month, lang), rowHeader: true },
    {
      id: 'return',
      header: t('performance.percentChange'),
      cell: (change) => beforeAfter(percent(change.oldReturn), percent(change.newReturn), missingValue),
      align: 'end',
    },
    {
      id: 'assets',
      header: t('performance.assets'),
      cell: (change) => beforeAfter(assets(change.oldAssets, change, 'old'), assets(change.newAssets, change, 'new'), missingValue),
      align: 'end',
    },
    {
      id: 'estimated',
      header: t('performance.estimated'),
      cell: (change) => beforeAfter(yesNo(change.oldEstimated), yesNo(change.newEstimated), missingValue),
    },
  ];
  return (
    <li className="performance-revisions__item">
      <details>
        <summary>
          {t('performance.revisionSummary', {
            who,
            when: formatDateTime(revision.createdAt, lang),
            added: revision.added,
            changed: revision.changed,
            removed: revision.removed,
          })}
        </summary>
        <DataTable
          caption={t('performance.revisionChanges')}
          columns={columns}
          rows={revision.changes}
          rowKey={(change) => change.month}
          maxHeight="20rem"
        />
      </details>
    </li>
  );
}

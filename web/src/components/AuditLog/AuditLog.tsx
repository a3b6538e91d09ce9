import { useMemo } from 'react';
import type { components } from '@/api/schema';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { Section } from '@/components/Section/Section';
import type { Lang } from '@/config/languages';
import type { MessageKey } from '@/i18n/catalogs';
import { useLang, useT } from '@/i18n/i18n-context';
import type { Translate } from '@/i18n/translate';
import { formatDateTime } from '@/lib/format';
import './AuditLog.css';

export type AuditEntry = components['schemas']['AuditEntry'];

interface AuditLogProps {
  /** Newest first, as the server answers them; none yet while they load. */
  entries: readonly AuditEntry[] | undefined;
  /** The catalog key of an action, or none for one this screen does not know (shown as stored). */
  actionKey: (action: string) => MessageKey | undefined;
  /** What an entry changed, as the reader reads it ('Member → Member Plus', an email). */
  change: (entry: AuditEntry) => string;
  loading?: boolean;
}

function auditColumns(
  t: Translate,
  lang: Lang,
  actionKey: AuditLogProps['actionKey'],
  change: AuditLogProps['change'],
): Column<AuditEntry>[] {
  return [
    {
      id: 'when',
      header: t('admin.columnWhen'),
      className: 'audit-log__when',
      cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, lang)}</time>,
    },
    { id: 'who', header: t('admin.columnWho'), cell: (entry) => entry.actorEmail },
    {
      id: 'what',
      header: t('admin.columnAction'),
      cell: (entry) => {
        const key = actionKey(entry.action);
        return key ? t(key) : entry.action;
      },
    },
    { id: 'change', header: t('admin.columnChange'), cell: change },
  ];
}

/**
 * The administrative changes made to an account, a company or a program (who, when, what, from
 * what to what), for administrators: each screen says how its actions and values read.
 */
export function AuditLog({ entries, actionKey, change, loading = false }: AuditLogProps) {
  const t = useT();
  const lang = useLang();
  const columns = useMemo(() => auditColumns(t, lang, actionKey, change), [t, lang, actionKey, change]);
  return (
    <Section title={t('admin.auditLog')}>
      <DataTable
        columns={columns}
        rows={entries ?? []}
        rowKey={(entry) => entry.id}
        caption={t('admin.auditLog')}
        emptyText={entries ? t('admin.auditEmpty') : undefined}
        loading={loading}
        maxHeight="none"
      />
    </Section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { AuditLog, type AuditEntry } from '@/components/AuditLog/AuditLog';
import { useLang } from '@/i18n/i18n-context';
import { useReferenceData } from '@/lib/reference-data';
import { groupAuditQuery, type GroupProfile } from '@/features/groups/api/group';
import { groupAuditActionKey, groupAuditChange } from '@/features/groups/model/group-audit';

/**
 * The company's audit log on its page, for administrators only (the caller decides): who created
 * it, changed its status or its managers, and when. Read again whenever the company is.
 */
export function GroupAuditLog({ group }: { group: GroupProfile }) {
  const lang = useLang();
  const statuses = useReferenceData().data?.groupStatuses;
  const { data, error, isPending } = useQuery(groupAuditQuery(group));
  const change = useCallback((entry: AuditEntry) => groupAuditChange(entry, statuses, lang), [statuses, lang]);
  if (error) return <ErrorAlert error={error} />;
  return <AuditLog entries={data?.items} actionKey={groupAuditActionKey} change={change} loading={isPending} />;
}

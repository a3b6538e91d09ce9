import type { AuditEntry } from '@/components/AuditLog/AuditLog';
import type { Lang } from '@/config/languages';
import type { MessageKey } from '@/i18n/catalogs';
import { referenceName, type ReferenceItem } from '@/lib/reference-data';

/** What the server records about a company: its creation by an administrator, status changes, managers added or removed. */
const groupAuditActions: Readonly<Record<string, MessageKey>> = {
  created: 'groupAudit.created',
  statusChanged: 'groupAudit.statusChanged',
  administratorAdded: 'groupAudit.administratorAdded',
  administratorRemoved: 'groupAudit.administratorRemoved',
};

/** The catalog key of a company's audit action, or none for an action this app does not know yet. */
export function groupAuditActionKey(action: string): MessageKey | undefined {
  return Object.hasOwn(groupAuditActions, action) ? groupAuditActions[action] : undefined;
}

/**
 * An entry's values as the page shows them: a status change names the statuses (stored by their
 * reference codes) in the interface language, 'Pending → Active'; the other actions' values (the
 * company's name, a manager's email) read as stored.
 */
export function groupAuditChange(entry: AuditEntry, statuses: readonly ReferenceItem[] | undefined, lang: Lang): string {
  const value = (stored: string | null | undefined) => {
    if (stored === null || stored === undefined) return '';
    const status = entry.action === 'statusChanged' ? statuses?.find((item) => item.code === stored) : undefined;
    return status ? referenceName(status, lang) : stored;
  };
  const before = value(entry.oldValue);
  const after = value(entry.newValue);
  return before && after ? `${before} → ${after}` : before || after;
}

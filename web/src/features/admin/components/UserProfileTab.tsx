import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Badge } from '@/components/Badge/Badge';
import { Button } from '@/components/Button/Button';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { Section } from '@/components/Section/Section';
import type { Lang } from '@/config/languages';
import { useLang, useT } from '@/i18n/i18n-context';
import type { Translate } from '@/i18n/translate';
import { rolesQuery, unlockUser, type AdminUser, type AuditEntry, type Role } from '@/features/admin/api/users';
import { useUserChange } from '@/features/admin/hooks/use-user-change';
import {
  auditActionKey,
  auditChange,
  displayName,
  formatDateTime,
  formatDay,
  roleList,
} from '@/features/admin/model/admin-user';

function auditColumns(t: Translate, lang: Lang, roles: readonly Role[] | undefined): Column<AuditEntry>[] {
  return [
    {
      id: 'when',
      header: t('admin.columnWhen'),
      className: 'admin-users__nowrap',
      cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, lang)}</time>,
    },
    { id: 'who', header: t('admin.columnWho'), cell: (entry) => entry.actorEmail },
    {
      id: 'what',
      header: t('admin.columnAction'),
      cell: (entry) => {
        const key = auditActionKey(entry.action);
        return key ? t(key) : entry.action;
      },
    },
    { id: 'change', header: t('admin.columnChange'), cell: (entry) => auditChange(entry, roles, lang) },
  ];
}

/** The account at a glance (name, email, phone, created, roles, standing, lockout, companies) and its audit log. */
export function UserProfileTab({ user }: { user: AdminUser }) {
  const t = useT();
  const lang = useLang();
  const { data: roles } = useQuery(rolesQuery);
  const { run, working } = useUserChange();
  const columns = useMemo(() => auditColumns(t, lang, roles), [t, lang, roles]);
  const lockoutEnd = user.lockoutEndUtc;

  return (
    <div className="admin-user">
      <dl className="admin-user__facts">
        <dt>{t('admin.fieldName')}</dt>
        <dd>{displayName(user)}</dd>
        <dt>{t('admin.columnEmail')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('admin.columnPhone')}</dt>
        <dd>{user.phone}</dd>
        <dt>{t('admin.columnCreated')}</dt>
        <dd>{formatDay(user.createdUtc)}</dd>
        <dt>{t('admin.columnRoles')}</dt>
        <dd>{roleList(user.roleNames, roles, lang)}</dd>
        <dt>{t('admin.columnStatus')}</dt>
        <dd>
          {user.suspended ? (
            <Badge variant="danger">{t('admin.suspended')}</Badge>
          ) : (
            <Badge variant="success">{t('admin.active')}</Badge>
          )}
        </dd>
        <dt>{t('admin.fieldLockout')}</dt>
        <dd className="admin-user__lockout">
          {lockoutEnd ? (
            <>
              <span>{t('admin.lockedUntil', { time: formatDateTime(lockoutEnd, lang) })}</span>
              <Button
                size="sm"
                variant="primary"
                loading={working !== null}
                onClick={() => void run('unlock', () => unlockUser(user.userId), 'admin.userUnlocked')}
              >
                {t('admin.unlock')}
              </Button>
            </>
          ) : (
            t('admin.notLocked')
          )}
        </dd>
        <dt>{t('admin.fieldCompanies')}</dt>
        <dd>{user.managedGroups.length}</dd>
      </dl>

      <Section title={t('admin.auditLog')}>
        <DataTable
          columns={columns}
          rows={user.audit}
          rowKey={(entry) => entry.id}
          caption={t('admin.auditLog')}
          emptyText={t('admin.auditEmpty')}
          maxHeight="none"
        />
      </Section>
    </div>
  );
}

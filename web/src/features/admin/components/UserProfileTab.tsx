import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { AuditLog, type AuditEntry } from '@/components/AuditLog/AuditLog';
import { Badge } from '@/components/Badge/Badge';
import { Button } from '@/components/Button/Button';
import { ProfileForm } from '@/components/ProfileForm/ProfileForm';
import type { Profile } from '@/components/ProfileForm/profile-rules';
import { Section } from '@/components/Section/Section';
import { Spinner } from '@/components/Spinner/Spinner';
import { useLang, useT } from '@/i18n/i18n-context';
import { useCountries } from '@/lib/countries-api';
import { formatDateTime } from '@/lib/format';
import {
  adminUserProfileQuery,
  adminUserQuery,
  rolesQuery,
  unlockUser,
  updateUserProfile,
  userListKey,
  type AdminUser,
} from '@/features/admin/api/users';
import { useUserChange } from '@/features/admin/hooks/use-user-change';
import { auditActionKey, auditChange, displayName, formatDay, roleList } from '@/features/admin/model/admin-user';

/**
 * The account at a glance (name, email, phone, created, roles, standing, lockout, companies), its
 * profile form and its audit log.
 */
export function UserProfileTab({ user }: { user: AdminUser }) {
  const t = useT();
  const lang = useLang();
  const { data: roles } = useQuery(rolesQuery);
  const { run, working } = useUserChange();
  const change = useCallback((entry: AuditEntry) => auditChange(entry, roles, lang), [roles, lang]);
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

      <Section title={t('admin.editProfile')}>
        <UserProfileForm userId={user.userId} />
      </Section>

      <AuditLog entries={user.audit} actionKey={auditActionKey} change={change} />
    </div>
  );
}

/**
 * The member's own profile form, for an administrator: no password is asked to change the
 * address. The record the server answers replaces the summary and audit log above (a changed
 * address is logged), and the list shows the new name and address.
 */
function UserProfileForm({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const countries = useCountries();
  const profile = useQuery(adminUserProfileQuery(userId));
  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <ErrorAlert error={profile.error} />;

  const save = async (edited: Profile): Promise<Profile> => {
    const user = await updateUserProfile(userId, edited);
    queryClient.setQueryData(adminUserQuery(userId).queryKey, user);
    void queryClient.invalidateQueries({ queryKey: userListKey });
    // The server stores some values its own way (the website's scheme): the next visit reads them.
    void queryClient.invalidateQueries({ queryKey: adminUserProfileQuery(userId).queryKey, refetchType: 'none' });
    return edited;
  };
  return <ProfileForm profile={profile.data} countries={countries} save={save} />;
}

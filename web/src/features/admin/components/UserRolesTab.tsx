import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { Section } from '@/components/Section/Section';
import { Spinner } from '@/components/Spinner/Spinner';
import { useLang, useT } from '@/i18n/i18n-context';
import { referenceName } from '@/lib/reference-data';
import { grantRole, revokeRole, rolesQuery, type AdminUser } from '@/features/admin/api/users';
import { useUserChange } from '@/features/admin/hooks/use-user-change';
import { heldRoleIds, roleLockReason, suspensionRoleId } from '@/features/admin/model/admin-user';

interface UserRolesTabProps {
  user: AdminUser;
  /** The signed-in administrator's own account: they keep their Administrator role and cannot suspend it. */
  ownAccount: boolean;
}

/**
 * The user's roles, one box each, saved as soon as it is ticked or cleared ('Roles updated'); and
 * the suspension (Member Limited Access), set and lifted with Suspend and Reinstate after a
 * confirmation. The Administrator role is offered because only administrators reach this page.
 */
export function UserRolesTab({ user, ownAccount }: UserRolesTabProps) {
  const t = useT();
  const lang = useLang();
  const { data: roles, error, isPending } = useQuery(rolesQuery);
  const { run, working } = useUserChange();
  const [confirming, setConfirming] = useState(false);

  if (error) return <ErrorAlert error={error} />;
  if (isPending) return <Spinner />;

  const held = heldRoleIds(user.roleNames, roles);
  const suspended = user.suspended;
  const change = (roleId: number, grant: boolean) =>
    run(`role:${String(roleId)}`, () => (grant ? grantRole(user.userId, roleId) : revokeRole(user.userId, roleId)), 'toast.rolesUpdated');

  return (
    <div className="admin-user">
      <fieldset className="admin-user__roles">
        <legend>{t('admin.rolesLegend')}</legend>
        <p className="section-note">{t('admin.rolesHint')}</p>
        {roles
          .filter((role) => role.id !== suspensionRoleId)
          .map((role) => {
            const isHeld = held.has(role.id);
            const reason = roleLockReason(role.id, isHeld, ownAccount);
            // The box shows the change while it is being saved, and goes back if it is refused.
            const saving = working === `role:${String(role.id)}`;
            return (
              <CheckboxField
                key={role.id}
                label={referenceName(role, lang)}
                checked={saving ? !isHeld : isHeld}
                disabled={working !== null || reason !== undefined}
                aria-busy={saving || undefined}
                hint={reason && t(reason)}
                onChange={(event) => void change(role.id, event.target.checked)}
              />
            );
          })}
      </fieldset>

      <Section title={t('admin.suspension')}>
        <p>{suspended ? t('admin.suspendedNote') : t('admin.activeNote')}</p>
        {ownAccount && !suspended ? (
          <p className="section-note">{t('errors.own_account')}</p>
        ) : (
          <Button
            variant={suspended ? 'primary' : 'danger'}
            loading={working === `role:${String(suspensionRoleId)}`}
            disabled={working !== null}
            onClick={() => {
              setConfirming(true);
            }}
          >
            {suspended ? t('admin.reinstate') : t('admin.suspend')}
          </Button>
        )}
      </Section>
      <ConfirmDialog
        open={confirming}
        working={working !== null}
        message={t(suspended ? 'admin.confirmReinstate' : 'admin.confirmSuspend', { email: user.email })}
        onConfirm={() =>
          void change(suspensionRoleId, !suspended).then(() => {
            setConfirming(false);
          })
        }
        onCancel={() => {
          setConfirming(false);
        }}
      />
    </div>
  );
}

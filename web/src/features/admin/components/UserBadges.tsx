import { Badge } from '@/components/Badge/Badge';
import { useT } from '@/i18n/i18n-context';
import type { UserSummary } from '@/features/admin/api/users';

/** A padlock drawn in the text colour; the badge's text says what it means. */
function LockIcon() {
  return (
    <svg className="admin-users__lock-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 1a3.5 3.5 0 0 0-3.5 3.5V6H4a1.5 1.5 0 0 0-1.5 1.5v6A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-6A1.5 1.5 0 0 0 12 6h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 5H6V4.5a2 2 0 1 1 4 0V6Z"
      />
    </svg>
  );
}

interface UserBadgesProps {
  user: UserSummary;
  /** Makes the lock badge the unlock action (spec: an admin unlocks by clicking the lock badge). */
  onUnlock?: (user: UserSummary) => void;
}

/** The account's state: locked out (until when) and suspended; nothing for an account in good standing. */
export function UserBadges({ user, onUnlock }: UserBadgesProps) {
  const t = useT();
  const lockoutEnd = user.lockoutEndUtc;
  if (!lockoutEnd && !user.suspended) return null;
  return (
    <span className="admin-users__badges">
      {lockoutEnd && (
        <Badge
          variant="warning"
          onClick={
            onUnlock &&
            (() => {
              onUnlock(user);
            })
          }
          actionLabel={onUnlock && t('admin.unlockUser', { email: user.email })}
        >
          <LockIcon />
          {t('admin.locked')}
        </Badge>
      )}
      {user.suspended && <Badge variant="danger">{t('admin.suspended')}</Badge>}
    </span>
  );
}

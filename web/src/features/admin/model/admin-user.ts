import type { Lang } from '@/config/languages';
import { adminUserTabs } from '@/config/tabs';
import type { MessageKey } from '@/i18n/catalogs';
import { formatDateTime } from '@/lib/format';
import { referenceName } from '@/lib/reference-data';
import type { AuditEntry, Role } from '@/features/admin/api/users';

export type AdminUserTab = (typeof adminUserTabs)[number];

/** Role ids of the reference list `roles` (fixed ids, see the migration 0002_reference_data.sql). */
export const administratorRoleId = 3;
/** Member Limited Access: holding it is the suspension. */
export const suspensionRoleId = 5;

/** A tab of the user page; the router lets no other through, this tells TypeScript so. */
export function isAdminUserTab(tab: string): tab is AdminUserTab {
  return adminUserTabs.some((known) => known === tab);
}

/** The `{userId}` of /admin/users/{userId}: digits only, from 1 up; anything else is not a user. */
export function parseUserId(param: string | undefined): number | undefined {
  if (param === undefined || !/^[1-9]\d{0,15}$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The path of a user's page, and of one of its tabs (the first tab is the page itself). */
export function adminUserPath(userId: number, tab: AdminUserTab = 'profile'): string {
  const page = `/admin/users/${String(userId)}`;
  return tab === 'profile' ? page : `${page}/${tab}`;
}

/** First and last name, or the email when both are empty. */
export function displayName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/**
 * The roles a user holds, as ids of the role list. The API names a user's roles by their English
 * name (`roleNames`), so they are matched to the list by `nameEn`.
 */
export function heldRoleIds(roleNames: readonly string[], roles: readonly Role[]): Set<number> {
  const names = new Set(roleNames);
  return new Set(roles.filter((role) => names.has(role.nameEn)).map((role) => role.id));
}

/** A role named as the API names it (English), in the interface language when the list knows it. */
export function roleLabel(name: string, roles: readonly Role[] | undefined, lang: Lang): string {
  const role = roles?.find((candidate) => candidate.nameEn === name);
  return role ? referenceName(role, lang) : name;
}

/** A user's roles in the interface language, listed as the language lists ('A, B'; '甲、乙'). */
export function roleList(names: readonly string[], roles: readonly Role[] | undefined, lang: Lang): string {
  return names.map((name) => roleLabel(name, roles, lang)).join(lang === 'zh-hans' ? '、' : ', ');
}

/** Whether the signed-in administrator is looking at their own account. */
export function isOwnAccount(user: { userId: number }, session: { userId: number }): boolean {
  return user.userId === session.userId;
}

/**
 * Why a role's box cannot be changed, as a message key, or none: nobody takes their own
 * Administrator role (the server refuses it with `own_administrator_role`).
 */
export function roleLockReason(roleId: number, held: boolean, ownAccount: boolean): MessageKey | undefined {
  return ownAccount && held && roleId === administratorRoleId ? 'errors.own_administrator_role' : undefined;
}

const auditActions: Readonly<Record<string, MessageKey>> = {
  created: 'admin.actionCreated',
  emailChanged: 'admin.actionEmailChanged',
  passwordChanged: 'admin.actionPasswordChanged',
  passwordResetSent: 'admin.actionPasswordResetSent',
  roleAdded: 'admin.actionRoleAdded',
  roleRemoved: 'admin.actionRoleRemoved',
  unlocked: 'admin.actionUnlocked',
  deleted: 'admin.actionDeleted',
};

/** The catalog key of an audit action, or none for an action this app does not know yet. */
export function auditActionKey(action: string): MessageKey | undefined {
  return Object.hasOwn(auditActions, action) ? auditActions[action] : undefined;
}

const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The day part of an RFC 3339 timestamp (`2026-11-22T09:00:00Z` → `2026-11-22`). */
export function formatDay(at: string): string {
  return at.slice(0, 10);
}

/**
 * An audit entry's old or new value as the page shows it: a role name in the interface language
 * (an account's creation lists its roles joined by '; '), a moment (the lockout an unlock ended)
 * in the reader's time, anything else as stored.
 */
export function auditValue(value: string | null | undefined, roles: readonly Role[] | undefined, lang: Lang): string {
  if (value === null || value === undefined || value === '') return '';
  if (rfc3339.test(value)) return formatDateTime(value, lang);
  return roleList(value.split('; '), roles, lang);
}

/**
 * An entry's values: 'old → new' when it has both, else the one it has (the role added or taken,
 * the lockout an unlock ended, the deleted account's email), else nothing.
 */
export function auditChange(entry: AuditEntry, roles: readonly Role[] | undefined, lang: Lang): string {
  const before = auditValue(entry.oldValue, roles, lang);
  const after = auditValue(entry.newValue, roles, lang);
  return before && after ? `${before} → ${after}` : before || after;
}

import { describe, expect, it } from 'vitest';
import type { AuditEntry, Role } from '@/features/admin/api/users';
import {
  adminUserPath,
  auditActionKey,
  auditChange,
  displayName,
  heldRoleIds,
  isOwnAccount,
  isAdminUserTab,
  parseUserId,
  roleLabel,
  roleList,
  roleLockReason,
} from './admin-user';

const roles: Role[] = [
  { id: 1, code: 'member', nameEn: 'Member', nameZh: '会员' },
  { id: 3, code: 'administrator', nameEn: 'Administrator', nameZh: '管理员' },
  { id: 5, code: 'member-limited-access', nameEn: 'Member Limited Access', nameZh: '受限会员' },
  { id: 7, code: 'member-plus', nameEn: 'Member Plus', nameZh: '高级会员' },
];

function entry(action: string, oldValue: string | null, newValue: string | null): AuditEntry {
  return { id: 1, action, actorEmail: 'admin@example.com', createdAt: '2026-11-20T09:00:00Z', oldValue, newValue };
}

describe('admin user model', () => {
  it('takes only a positive whole number as a user id', () => {
    expect(parseUserId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '01', '1.5', '1e3', '0x10', ' 4', 'abc', '99999999999999999']) {
      expect(parseUserId(bad), String(bad)).toBeUndefined();
    }
  });

  it('knows the spec’s seven tabs; the first is the page itself', () => {
    for (const tab of ['profile', 'password', 'roles', 'watchlist', 'portfolio', 'saved-blends', 'logs']) {
      expect(isAdminUserTab(tab), tab).toBe(true);
    }
    expect(isAdminUserTab('history')).toBe(false);
    expect(adminUserPath(9)).toBe('/admin/users/9');
    expect(adminUserPath(9, 'roles')).toBe('/admin/users/9/roles');
    expect(adminUserPath(9, 'saved-blends')).toBe('/admin/users/9/saved-blends');
  });

  it('matches the role names of a user to the role list and names them in the reader’s language', () => {
    expect([...heldRoleIds(['Member', 'Member Plus', 'Unknown'], roles)].sort()).toEqual([1, 7]);
    expect(roleLabel('Member Plus', roles, 'zh-hans')).toBe('高级会员');
    expect(roleLabel('Member Plus', roles, 'en')).toBe('Member Plus');
    expect(roleLabel('Broker', roles, 'zh-hans')).toBe('Broker');
    expect(roleLabel('Broker', undefined, 'en')).toBe('Broker');
    expect(roleList(['Member', 'Member Plus'], roles, 'en')).toBe('Member, Member Plus');
    expect(roleList(['Member', 'Member Plus'], roles, 'zh-hans')).toBe('会员、高级会员');
  });

  it('keeps an administrator from taking their own Administrator role', () => {
    expect(roleLockReason(3, true, true)).toBe('errors.own_administrator_role');
    expect(roleLockReason(3, true, false)).toBeUndefined();
    expect(roleLockReason(7, true, true)).toBeUndefined();
    expect(isOwnAccount({ userId: 1 }, { userId: 1 })).toBe(true);
    expect(isOwnAccount({ userId: 11 }, { userId: 1 })).toBe(false);
  });

  it('names a user by name, or by email without one', () => {
    expect(displayName({ firstName: 'Ann', lastName: 'Lee', email: 'a@x.test' })).toBe('Ann Lee');
    expect(displayName({ firstName: '', lastName: '', email: 'a@x.test' })).toBe('a@x.test');
  });

  it('describes audit entries: the action translated, the values as the reader reads them', () => {
    expect(auditActionKey('roleAdded')).toBe('admin.actionRoleAdded');
    expect(auditActionKey('unlocked')).toBe('admin.actionUnlocked');
    expect(auditActionKey('passwordResetSent')).toBe('admin.actionPasswordResetSent');
    expect(auditActionKey('somethingNew')).toBeUndefined();
    expect(auditActionKey('toString')).toBeUndefined();

    expect(auditChange(entry('roleAdded', null, 'Member Plus'), roles, 'zh-hans')).toBe('高级会员');
    expect(auditChange(entry('roleRemoved', 'Member Plus', null), roles, 'en')).toBe('Member Plus');
    expect(auditChange(entry('changed', 'Member', 'Member Plus'), roles, 'en')).toBe('Member → Member Plus');
    expect(auditChange(entry('deleted', 'gone@example.com', null), roles, 'en')).toBe('gone@example.com');
    expect(auditChange(entry('unlocked', null, null), roles, 'en')).toBe('');
    // A new account's roles come joined by '; ', and read as a list.
    expect(auditActionKey('created')).toBe('admin.actionCreated');
    expect(auditChange(entry('created', null, 'Member; Member Plus'), roles, 'zh-hans')).toBe('会员、高级会员');
    expect(auditActionKey('emailChanged')).toBe('admin.actionEmailChanged');
    expect(auditChange(entry('emailChanged', 'old@x.test', 'new@x.test'), roles, 'en')).toBe('old@x.test → new@x.test');
    expect(auditActionKey('passwordChanged')).toBe('admin.actionPasswordChanged');
    // The lockout an unlock ended is a moment, shown in the reader's time.
    const unlocked = auditChange(entry('unlocked', '2026-11-20T09:15:00Z', null), roles, 'en');
    expect(unlocked).toMatch(/2026/);
    expect(unlocked).not.toContain('T09');
  });
});

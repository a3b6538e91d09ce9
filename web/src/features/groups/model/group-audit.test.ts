import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/components/AuditLog/AuditLog';
import { groupAuditActionKey, groupAuditChange } from './group-audit';

const statuses = [
  { id: 1, code: 'active', nameEn: 'Active', nameZh: '活跃' },
  { id: 2, code: 'pending', nameEn: 'Pending', nameZh: '待审核' },
  { id: 4, code: 'deleted', nameEn: 'Deleted', nameZh: '已删除' },
];

function entry(action: string, oldValue: string | null, newValue: string | null): AuditEntry {
  return { id: 1, action, actorEmail: 'admin@example.com', createdAt: '2026-11-20T09:00:00Z', oldValue, newValue };
}

describe('group audit', () => {
  it("names a company's actions, and none it does not know", () => {
    expect(groupAuditActionKey('statusChanged')).toBe('groupAudit.statusChanged');
    expect(groupAuditActionKey('administratorAdded')).toBe('groupAudit.administratorAdded');
    expect(groupAuditActionKey('administratorRemoved')).toBe('groupAudit.administratorRemoved');
    expect(groupAuditActionKey('created')).toBe('groupAudit.created');
    expect(groupAuditActionKey('somethingNew')).toBeUndefined();
    expect(groupAuditActionKey('constructor')).toBeUndefined();
  });

  it('names the statuses of a status change in the interface language', () => {
    expect(groupAuditChange(entry('statusChanged', 'pending', 'active'), statuses, 'en')).toBe('Pending → Active');
    expect(groupAuditChange(entry('statusChanged', 'active', 'deleted'), statuses, 'zh-hans')).toBe('活跃 → 已删除');
    // Before the reference lists arrive, or for a status they do not know, the stored code.
    expect(groupAuditChange(entry('statusChanged', 'pending', 'active'), undefined, 'en')).toBe('pending → active');
    expect(groupAuditChange(entry('statusChanged', 'closed', 'active'), statuses, 'en')).toBe('closed → Active');
  });

  it("reads other values as stored, even one spelled like a status", () => {
    expect(groupAuditChange(entry('administratorAdded', null, 'ann@example.com'), statuses, 'en')).toBe('ann@example.com');
    expect(groupAuditChange(entry('administratorRemoved', 'ann@example.com', null), statuses, 'en')).toBe('ann@example.com');
    expect(groupAuditChange(entry('created', null, 'active'), statuses, 'en')).toBe('active');
    expect(groupAuditChange(entry('created', null, null), statuses, 'en')).toBe('');
  });
});

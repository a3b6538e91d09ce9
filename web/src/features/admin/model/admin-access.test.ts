import { describe, expect, it } from 'vitest';
import { mayOpenAdministration, visibleAdminTabs } from './admin-access';

const administrator = { isAdmin: true, isPlatformAdmin: false };
const platformManager = { isAdmin: false, isPlatformAdmin: true };
const both = { isAdmin: true, isPlatformAdmin: true };
const member = { isAdmin: false, isPlatformAdmin: false };

describe('who sees what of administration', () => {
  it('opens to administrators and platform managers only', () => {
    expect(mayOpenAdministration(administrator)).toBe(true);
    expect(mayOpenAdministration(platformManager)).toBe(true);
    expect(mayOpenAdministration(both)).toBe(true);
    expect(mayOpenAdministration(member)).toBe(false);
  });

  it('gives administrators their tabs, Exchange Rates, Inquiries and News among them, without All Programs', () => {
    expect(visibleAdminTabs(administrator, true)).toEqual([
      'users',
      'groups',
      'pending-programs',
      'recently-archived',
      'exchange-rates',
      'inquiries',
      'news',
    ]);
  });

  it('gives a platform manager only All Programs, and only while it has programs', () => {
    expect(visibleAdminTabs(platformManager, true)).toEqual(['all-programs']);
    expect(visibleAdminTabs(platformManager, false)).toEqual([]);
  });

  it('gives an administrator who is also a platform manager every tab', () => {
    expect(visibleAdminTabs(both, true)).toEqual([
      'users',
      'groups',
      'pending-programs',
      'recently-archived',
      'all-programs',
      'exchange-rates',
      'inquiries',
      'news',
    ]);
    expect(visibleAdminTabs(both, false)).toEqual([
      'users',
      'groups',
      'pending-programs',
      'recently-archived',
      'exchange-rates',
      'inquiries',
      'news',
    ]);
    expect(visibleAdminTabs(member, true)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { signedInAdmin, signedInMember } from '@/test/render';
import { dashboardRoute, offersAddCta, visibleDashboardTabs } from './dashboard-tabs';

const manager = { ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [4] };
const newManager = { ...manager, groups: [] };

describe('dashboard tabs', () => {
  it('open on the watchlist', () => {
    expect(dashboardRoute(undefined, signedInMember)).toEqual({ tab: 'watchlist' });
  });

  it('show the programs tab only to users who belong to companies', () => {
    expect(visibleDashboardTabs(signedInMember)).toEqual(['watchlist', 'portfolio', 'saved-blends', 'saved-searches']);
    expect(visibleDashboardTabs(manager)[0]).toBe('programs');
    expect(dashboardRoute('programs', manager)).toEqual({ tab: 'programs' });
    expect(dashboardRoute('programs', signedInMember)).toEqual({ redirect: '/tools/dashboard' });
  });

  it('send non-admins from pending-programs back to the dashboard', () => {
    expect(dashboardRoute('pending-programs', signedInMember)).toEqual({ redirect: '/tools/dashboard' });
    expect(dashboardRoute('pending-programs', signedInAdmin)).toEqual({ redirect: '/admin/pending-programs' });
  });

  it('offer Add Your CTA to a CTA Manager without a company only', () => {
    expect(offersAddCta(newManager)).toBe(true);
    expect(offersAddCta(manager)).toBe(false);
    expect(offersAddCta(signedInMember)).toBe(false);
  });
});

import { adminTabs } from '@/config/tabs';

export type AdminTab = (typeof adminTabs)[number];

/** The roles that open administration, as the session states them. */
export interface AdminRoles {
  /** Role Administrator. */
  isAdmin: boolean;
  /** Role Platform Manager. */
  isPlatformAdmin: boolean;
}

/**
 * Who may open /admin (and so sees it in the My menu): administrators, and platform managers,
 * whose All Programs tab is there too.
 */
export function mayOpenAdministration(roles: AdminRoles): boolean {
  return roles.isAdmin || roles.isPlatformAdmin;
}

/**
 * The tabs a reader sees, in the spec's order: every tab but All Programs is the administrators';
 * All Programs is the platform managers', and only when it has programs to list (spec: "shown
 * only if data exists"). The first is the one /admin opens on.
 */
export function visibleAdminTabs(roles: AdminRoles, allProgramsHasData: boolean): AdminTab[] {
  return adminTabs.filter((tab) => (tab === 'all-programs' ? roles.isPlatformAdmin && allProgramsHasData : roles.isAdmin));
}

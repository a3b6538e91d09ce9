import { paths } from '@/config/paths';
import type { dashboardTabs } from '@/config/tabs';
import type { MessageKey } from '@/i18n/catalogs';
import type { SignedInSession } from '@/lib/session';

/** The tabs the dashboard shows; `pending-programs` is a route that only sends readers on. */
export type DashboardTab = Exclude<(typeof dashboardTabs)[number], 'pending-programs'>;

export const dashboardTabLabels: Readonly<Record<DashboardTab, MessageKey>> = {
  programs: 'members.tabPrograms',
  watchlist: 'members.tabWatchlist',
  portfolio: 'members.tabPortfolio',
  'saved-blends': 'members.tabSavedBlends',
  'saved-searches': 'members.tabSavedSearches',
};

/** Spec: the programs tab is for users who belong to groups (companies). */
export function visibleDashboardTabs(session: SignedInSession): DashboardTab[] {
  const tabs: DashboardTab[] = ['watchlist', 'portfolio', 'saved-blends', 'saved-searches'];
  return session.groups.length > 0 ? ['programs', ...tabs] : tabs;
}

export type DashboardRoute = { tab: DashboardTab } | { redirect: string };

/**
 * The tab a dashboard URL shows: none is the watchlist (the spec's default); the
 * pending-programs tab sends non-admins back to the dashboard and administrators to the
 * administration's list; the programs tab without a group goes back too.
 */
export function dashboardRoute(param: string | undefined, session: SignedInSession): DashboardRoute {
  if (param === undefined) return { tab: 'watchlist' };
  if (param === 'pending-programs') return { redirect: session.isAdmin ? `${paths.admin}/pending-programs` : paths.dashboard };
  const tab = visibleDashboardTabs(session).find((candidate) => candidate === param);
  return tab ? { tab } : { redirect: paths.dashboard };
}

/** Spec: a CTA Manager without a company is offered Add Your CTA. */
export function offersAddCta(session: SignedInSession): boolean {
  return session.roles.includes('CTA Manager') && session.groups.length === 0;
}

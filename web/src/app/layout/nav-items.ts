import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';

export interface NavLinkItem {
  to: string;
  labelKey: MessageKey;
}

/** Spec, navigation menu: Tools. */
export const toolsMenu: readonly NavLinkItem[] = [
  { to: paths.blender, labelKey: 'nav.blender' },
  { to: paths.savedBlends, labelKey: 'nav.savedBlends' },
  { to: paths.portfolio, labelKey: 'nav.portfolio' },
  { to: paths.watchlist, labelKey: 'nav.watchlist' },
  { to: paths.dashboard, labelKey: 'nav.dashboard' },
];

/** Spec, navigation menu: Managed Futures. */
export const managedFuturesMenu: readonly NavLinkItem[] = [
  { to: paths.performance, labelKey: 'nav.performance' },
  { to: paths.marketQuotes, labelKey: 'nav.marketQuotes' },
  { to: paths.returns, labelKey: 'nav.returns' },
  { to: paths.newListings, labelKey: 'nav.newListings' },
  { to: paths.indexes, labelKey: 'screens.indexes' },
  { to: paths.archivedPrograms, labelKey: 'nav.archivedPrograms' },
];

/**
 * Spec, navigation menu: My menu, for signed-in users; Admin only for those who may open it
 * (administrators, and platform managers for their All Programs tab: docs/decisions.md).
 */
export function myMenu(showAdmin: boolean): NavLinkItem[] {
  return [
    { to: paths.dashboard, labelKey: 'nav.dashboard' },
    { to: paths.profile, labelKey: 'nav.profile' },
    ...(showAdmin ? [{ to: paths.admin, labelKey: 'nav.admin' } as const] : []),
  ];
}

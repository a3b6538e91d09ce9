import { indexTabs } from '@/config/tabs';
import { indexPath } from '@/config/paths';
import type { IndexDetail } from '@/features/indexes/api/indexes';

export type IndexTab = (typeof indexTabs)[number];

/**
 * The tabs with something to show: the snapshot and the historical data need the index's
 * statistics (at least one month), the programs tab a month with members.
 */
export function visibleIndexTabs(index: Pick<IndexDetail, 'statistics' | 'monthlyReturns' | 'rankingMonths'>): IndexTab[] {
  const hasSeries = index.statistics !== null && index.statistics !== undefined && index.monthlyReturns.length > 0;
  return indexTabs.filter((tab) => (tab === 'programs' ? index.rankingMonths !== null && index.rankingMonths !== undefined : hasSeries));
}

/** The index page's path for a tab: the snapshot is the page itself. */
export function indexTabPath(portfolioUri: string, tab: IndexTab): string {
  return tab === 'snapshot' ? indexPath(portfolioUri) : `${indexPath(portfolioUri)}/${tab}`;
}

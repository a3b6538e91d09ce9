import { indexRankingsPath } from '@/config/paths';
import type { ProgramAward } from '@/features/programs/api/awards';

/** The index's ranking of the award's month: `/indexes/cta-index/rankings?filterByDateEnd=2026-10`. */
export function awardRankingPath(award: Pick<ProgramAward, 'portfolioUri' | 'dateEnd'>): string {
  return indexRankingsPath(award.portfolioUri, award.dateEnd);
}

/** The award's month (`YYYY-MM`) as the `yyyymm` number the month formatter takes. */
export function awardMonth(award: Pick<ProgramAward, 'dateEnd'>): number {
  return Number(award.dateEnd.replace('-', ''));
}

/** A Sharpe ratio is a plain figure; every other measure is a return, shown as a percent. */
export function awardFigureIsRatio(award: Pick<ProgramAward, 'rankingMeasure'>): boolean {
  return award.rankingMeasure === 'sharpeRatio';
}

import type { Lang } from '@/config/languages';
import { formatAmount } from '@/lib/format';
import type { MessageKey } from '@/i18n/catalogs';
import type { MessageParams } from '@/i18n/translate';
import { referenceName, type ReferenceData, type ReferenceItem } from '@/lib/reference-data';
import type { IndexIdentity, RankingMeasure } from '@/features/indexes/api/indexes';

/** A sentence of the catalog with its values. */
export interface RuleText {
  key: MessageKey;
  params: MessageParams;
}

const rankingRules: Readonly<Record<RankingMeasure, MessageKey>> = {
  monthReturn: 'indexes.ruleRankingMonthReturn',
  sharpeRatio: 'indexes.ruleRankingSharpeRatio',
  yearToDate: 'indexes.ruleRankingYearToDate',
  oneYear: 'indexes.ruleRankingOneYear',
  threeYear: 'indexes.ruleRankingThreeYear',
  fiveYear: 'indexes.ruleRankingFiveYear',
};

/**
 * An assets bound, shortened as every amount is, in US dollars (a band compares each program's
 * assets converted to dollars): 10000000 → "$10M" / "US$1000万".
 */
export function formatAssetsBound(amount: number, lang: Lang): string {
  return formatAmount(amount, 'USD', lang);
}

/**
 * The index's rule in one sentence, from its identity: the track record it asks for and what
 * else a program needs (its sector, a strategy or methodology over half, an assets band). None
 * while the reference data loads or when it does not know the index's type, and for the S&P 500,
 * which has no rule.
 */
export function indexRule(index: IndexIdentity, reference: ReferenceData | undefined, lang: Lang): RuleText | undefined {
  const months = index.minTrackMonths;
  const named = (items: readonly ReferenceItem[] | undefined): string | undefined => {
    const item = items?.find((candidate) => candidate.id === index.ruleTypeId);
    return item ? referenceName(item, lang) : undefined;
  };
  switch (index.kind) {
    case 'main':
      return { key: 'indexes.ruleMain', params: { months } };
    case 'sector': {
      const sector = named(reference?.sectorFocusTypes);
      return sector === undefined ? undefined : { key: 'indexes.ruleSector', params: { months, sector } };
    }
    case 'strategy': {
      const strategy = named(reference?.allocationStrategyTypes);
      return strategy === undefined ? undefined : { key: 'indexes.ruleStrategy', params: { months, strategy } };
    }
    case 'methodology': {
      const methodology = named(reference?.methodologyTypes);
      return methodology === undefined ? undefined : { key: 'indexes.ruleMethodology', params: { months, methodology } };
    }
    case 'assets': {
      const min = index.assetsMin ?? undefined;
      const max = index.assetsMax ?? undefined;
      if (min !== undefined && max !== undefined) {
        return {
          key: 'indexes.ruleAssetsBetween',
          params: { months, min: formatAssetsBound(min, lang), max: formatAssetsBound(max, lang) },
        };
      }
      if (max !== undefined) return { key: 'indexes.ruleAssetsBelow', params: { months, max: formatAssetsBound(max, lang) } };
      if (min !== undefined) return { key: 'indexes.ruleAssetsAtLeast', params: { months, min: formatAssetsBound(min, lang) } };
      return undefined;
    }
    case 'ranking':
      return { key: rankingRules[index.rankingMeasure], params: { months } };
    case 'benchmark':
      return undefined;
  }
}

/** The index's name in the interface language. */
export function indexName(index: Pick<IndexIdentity, 'portfolioName' | 'portfolioNameZh'>, lang: Lang): string {
  return lang === 'zh-hans' && index.portfolioNameZh !== '' ? index.portfolioNameZh : index.portfolioName;
}

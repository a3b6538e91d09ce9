import { describe, expect, it } from 'vitest';
import { createTranslate } from '@/i18n/translate';
import type { ReferenceData } from '@/lib/reference-data';
import { catalogs } from '@/test/catalogs';
import type { IndexIdentity } from '@/features/indexes/api/indexes';
import { formatAssetsBound, indexName, indexRule } from './index-rule';

const item = (id: number, nameEn: string, nameZh: string) => ({ id, code: String(id), nameEn, nameZh });

const reference = {
  sectorFocusTypes: [item(5, 'Energy', '能源')],
  allocationStrategyTypes: [item(13, 'Trend-following', '趋势跟踪')],
  methodologyTypes: [item(2, 'Systematic', '系统化交易')],
} as unknown as ReferenceData;

function identity(overrides: Partial<IndexIdentity>): IndexIdentity {
  return {
    portfolioId: 1,
    portfolioUri: 'cta-index',
    portfolioName: 'CTA Atlas CTA Index',
    portfolioNameZh: 'CTA Atlas CTA 指数',
    kind: 'main',
    minTrackMonths: 36,
    rankingMeasure: 'monthReturn',
    ruleTypeId: null,
    assetsMin: null,
    assetsMax: null,
    ...overrides,
  };
}

const en = createTranslate(catalogs.en);
const zh = createTranslate(catalogs['zh-hans']);

function ruleText(index: IndexIdentity, lang: 'en' | 'zh-hans' = 'en'): string | undefined {
  const rule = indexRule(index, reference, lang);
  return rule && (lang === 'en' ? en : zh)(rule.key, rule.params);
}

describe('indexRule', () => {
  it('states the track record of the main index', () => {
    expect(ruleText(identity({}))).toBe('Active programs with at least 36 months of returns');
  });

  it('names the sector, strategy or methodology from the reference data, in the interface language', () => {
    expect(ruleText(identity({ kind: 'sector', ruleTypeId: 5, minTrackMonths: 24 }))).toBe(
      'Active programs with at least 24 months of returns whose sector focus is Energy',
    );
    expect(ruleText(identity({ kind: 'strategy', ruleTypeId: 13, minTrackMonths: 24 }))).toBe(
      'Active programs with at least 24 months of returns and more than 50% of their allocation in Trend-following',
    );
    expect(ruleText(identity({ kind: 'methodology', ruleTypeId: 2, minTrackMonths: 24 }))).toBe(
      'Active programs with at least 24 months of returns that are more than 50% Systematic',
    );
    expect(ruleText(identity({ kind: 'sector', ruleTypeId: 5, minTrackMonths: 24 }), 'zh-hans')).toBe(
      '拥有至少 24 个月业绩记录、行业侧重为能源的活跃项目',
    );
  });

  it('says the assets band', () => {
    expect(ruleText(identity({ kind: 'assets', assetsMax: 10_000_000, minTrackMonths: 24 }))).toBe(
      'Active programs with at least 24 months of returns and assets under management below $10M (in US dollars at each month’s rate)',
    );
    expect(ruleText(identity({ kind: 'assets', assetsMin: 10_000_000, minTrackMonths: 24 }))).toBe(
      'Active programs with at least 24 months of returns and assets under management of $10M or more (in US dollars at each month’s rate)',
    );
    expect(ruleText(identity({ kind: 'assets', assetsMin: 1_000_000, assetsMax: 25_000_000, minTrackMonths: 24 }))).toBe(
      'Active programs with at least 24 months of returns and assets under management from $1M to below $25M (in US dollars at each month’s rate)',
    );
    expect(ruleText(identity({ kind: 'assets', assetsMax: 10_000_000, minTrackMonths: 24 }), 'zh-hans')).toBe(
      '拥有至少 24 个月业绩记录、管理资产低于 US$1000万（按当月汇率折算为美元）的活跃项目',
    );
  });

  it('says what a ranking ranks by', () => {
    expect(ruleText(identity({ kind: 'ranking', rankingMeasure: 'sharpeRatio' }))).toBe(
      'The programs of the CTA Atlas CTA Index each month, ranked by the Sharpe ratio of their record up to that month',
    );
    expect(ruleText(identity({ kind: 'ranking', rankingMeasure: 'fiveYear' }))).toContain('cumulative return over the 60 months');
  });

  it('has none while the reference data loads, for an unknown type, and for the S&P 500', () => {
    expect(indexRule(identity({ kind: 'sector', ruleTypeId: 5 }), undefined, 'en')).toBeUndefined();
    expect(indexRule(identity({ kind: 'strategy', ruleTypeId: 99 }), reference, 'en')).toBeUndefined();
    expect(indexRule(identity({ kind: 'benchmark', minTrackMonths: 0 }), reference, 'en')).toBeUndefined();
    expect(indexRule(identity({ kind: 'assets' }), reference, 'en')).toBeUndefined();
  });
});

describe('index names and assets bounds', () => {
  it('use the Chinese name on the Chinese site, the English one when there is none', () => {
    expect(indexName(identity({}), 'zh-hans')).toBe('CTA Atlas CTA 指数');
    expect(indexName(identity({}), 'en')).toBe('CTA Atlas CTA Index');
    expect(indexName(identity({ portfolioNameZh: '' }), 'zh-hans')).toBe('CTA Atlas CTA Index');
  });

  it('write the bounds in US dollars, shortened in the reader’s language', () => {
    expect(formatAssetsBound(10_000_000, 'en')).toBe('$10M');
    expect(formatAssetsBound(2_500_000, 'en')).toBe('$2.5M');
    expect(formatAssetsBound(10_000_000, 'zh-hans')).toBe('US$1000万');
  });
});

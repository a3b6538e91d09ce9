import { describe, expect, it } from 'vitest';
import { catalogs } from '@/test/catalogs';
import { createTranslate } from '@/i18n/translate';
import type { ReferenceData } from '@/lib/reference-data';
import { savedSearchLines, savedSearchPath } from './saved-search-text';

const item = (id: number, nameEn: string, nameZh: string) => ({ id, code: String(id), nameEn, nameZh });
const reference = {
  methodologyTypes: [item(1, 'Discretionary', '主观'), item(2, 'Systematic', '系统化')],
  compositionTypes: [item(3, 'Energy', '能源'), item(5, 'Industrial Metals', '工业金属')],
} as unknown as ReferenceData;

describe('saved searches in the screener words', () => {
  it('names each filter with its label and chosen options, in the screener order', () => {
    const lines = savedSearchLines(
      {
        filterByCompositionTypesId: ['3', '5'],
        filterByCARORMin: '10',
        filterByMethodologyTypesId: ['2'],
        filterByAUMMin: '25000000',
        filterByMaxRisk: '-1',
      },
      { t: createTranslate(catalogs.en), lang: 'en', reference, blendNames: new Map() },
    );
    expect(lines.map((line) => `${line.label}: ${line.value}`)).toEqual([
      'Compounded annual return: Above 10%',
      'Max drawdown: More than 50%',
      'AUM from: $25M',
      'Methodology: Systematic',
      'Composition: Energy, Industrial Metals',
    ]);
  });

  it('names the risk-measure ranges with their limits, in Chinese too', () => {
    const filters = { filterByBetaMax: '0', filterBySortinoMin: '1.5', filterByMarMin: '0.25' };
    const words = (lang: 'en' | 'zh-hans') =>
      savedSearchLines(filters, { t: createTranslate(catalogs[lang]), lang, reference, blendNames: new Map() }).map(
        (line) => `${line.label}: ${line.value}`,
      );
    expect(words('en')).toEqual(['Sortino from: 1.5', 'MAR from: 0.25', 'Beta up to: 0']);
    expect(words('zh-hans')).toEqual(['索提诺比率自: 1.5', 'MAR比率自: 0.25', '贝塔至: 0']);
  });

  it('joins the performance months into one range and names blends', () => {
    const lines = savedSearchLines(
      { filterByDatePerformanceMin: '2008-01', filterByDatePerformanceMax: '2009-12', filterByBlendCorrelationId: '9' },
      { t: createTranslate(catalogs.en), lang: 'en', reference, blendNames: new Map([['9', 'Core Blend']]) },
    );
    expect(lines.map((line) => `${line.label}: ${line.value}`)).toEqual([
      'Performance date range: 2008-01 – 2009-12',
      'Correlation with blend: Core Blend',
    ]);
  });

  it('words the fee limits, US investors and the name search', () => {
    const lines = savedSearchLines(
      { filterByFeeManagementMax: '1.5', filterByFeePerformanceMax: '12', filterByUsInvest: 'true', filterByName: 'zephyr' },
      { t: createTranslate(catalogs.en), lang: 'en', reference, blendNames: new Map() },
    );
    expect(lines.map((line) => `${line.label}: ${line.value}`)).toEqual([
      'Management fee: 1.5% or less',
      'Performance fee: 12% or less',
      'US investors: Open to US investors',
      'Program or company name: zephyr',
    ]);
  });

  it('speaks Chinese on the Chinese site', () => {
    const lines = savedSearchLines(
      { filterByMethodologyTypesId: ['1'] },
      { t: createTranslate(catalogs['zh-hans']), lang: 'zh-hans', reference, blendNames: new Map() },
    );
    expect(lines[0]?.value).toBe('主观');
    expect(lines[0]?.label).toBe(catalogs['zh-hans']['filters.methodologies']);
  });

  it('opens the screener with the same filters, multi-values as repeated keys', () => {
    expect(savedSearchPath({ filterByCARORMin: '10', filterByCompositionTypesId: ['3', '5'] })).toBe(
      '/managed-futures/performance?filterByCARORMin=10&filterByCompositionTypesId=3&filterByCompositionTypesId=5',
    );
    expect(savedSearchPath({})).toBe('/managed-futures/performance');
  });
});

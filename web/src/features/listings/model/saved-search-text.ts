import {
  aumOptions,
  carorOptions,
  investmentOptions,
  managementFeeOptions,
  maxRiskOptions,
  money,
  performanceFeeOptions,
  usInvestOptions,
} from './filter-options';
import { multiFilters, singleFilters, type FilterKey } from './listing-state';
import type { SelectOption } from '@/components/Form/SelectField';
import type { Lang } from '@/config/languages';
import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import type { Translate } from '@/i18n/translate';
import { referenceName, type ReferenceData, type ReferenceItem } from '@/lib/reference-data';

/** A saved search's filters as the server keeps them: one value, or the values of a multi-value filter. */
export type SavedFilters = Readonly<Record<string, string | readonly string[]>>;

export interface FilterLine {
  key: string;
  label: string;
  value: string;
}

/** The screener's own labels for its filters (FiltersPanel). */
const labels: Readonly<Record<FilterKey, MessageKey>> = {
  filterByYearStartMin: 'filters.yearStartMin',
  filterByYearStartMax: 'filters.yearStartMax',
  filterByDatePerformanceMin: 'filters.performanceRange',
  filterByDatePerformanceMax: 'filters.performanceRange',
  filterByCARORMin: 'filters.caror',
  filterByMaxRisk: 'filters.maxRisk',
  filterByAUMMin: 'filters.aumMin',
  filterByAUMMax: 'filters.aumMax',
  filterByInvestmentMin: 'filters.investmentMin',
  filterByInvestmentMax: 'filters.investmentMax',
  filterByBlendCorrelationId: 'filters.blendCorrelation',
  filterByFeeManagementMax: 'filters.managementFee',
  filterByFeePerformanceMax: 'filters.performanceFee',
  filterByUsInvest: 'filters.usInvestors',
  filterByName: 'filters.name',
  filterBySortinoMin: 'filters.sortinoMin',
  filterBySortinoMax: 'filters.sortinoMax',
  filterByMarMin: 'filters.marMin',
  filterByMarMax: 'filters.marMax',
  filterByBetaMin: 'filters.betaMin',
  filterByBetaMax: 'filters.betaMax',
  filterByProgramTypesId: 'filters.programTypes',
  filterByProgramsSectorTypesId: 'filters.sectors',
  filterByInvestorRequirementsTypesId: 'filters.investorRequirements',
  filterByAllocationStrategyTypesId: 'filters.allocationStrategies',
  filterByMethodologyTypesId: 'filters.methodologies',
  filterByCompositionTypesId: 'filters.compositions',
};

const referenceLists: Readonly<Partial<Record<FilterKey, keyof ReferenceData>>> = {
  filterByProgramTypesId: 'programTypes',
  filterByProgramsSectorTypesId: 'sectorFocusTypes',
  filterByInvestorRequirementsTypesId: 'investorRequirementTypes',
  filterByAllocationStrategyTypesId: 'allocationStrategyTypes',
  filterByMethodologyTypesId: 'methodologyTypes',
  filterByCompositionTypesId: 'compositionTypes',
};

const order: readonly string[] = [...singleFilters, ...multiFilters];

function valuesOf(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  return (typeof value === 'string' ? [value] : [...value]).filter((item) => item !== '');
}

function optionLabel(options: readonly SelectOption[], value: string, fallback: string = value): string {
  return options.find((option) => option.value === value)?.label ?? fallback;
}

interface TextContext {
  t: Translate;
  lang: Lang;
  reference: ReferenceData | undefined;
  /** Names of the member's blends by id, for the blend-correlation filter. */
  blendNames: ReadonlyMap<string, string>;
}

function singleValue(key: FilterKey, value: string, { t, blendNames }: TextContext): string {
  switch (key) {
    case 'filterByCARORMin':
      return optionLabel(carorOptions(t), value);
    case 'filterByMaxRisk':
      return optionLabel(maxRiskOptions(t), value);
    case 'filterByAUMMin':
    case 'filterByAUMMax':
      return optionLabel(aumOptions(), value, Number.isFinite(Number(value)) ? money(Number(value)) : value);
    case 'filterByInvestmentMin':
      return optionLabel(investmentOptions(t, true), value);
    case 'filterByInvestmentMax':
      return optionLabel(investmentOptions(t, false), value);
    case 'filterByBlendCorrelationId':
      return blendNames.get(value) ?? value;
    case 'filterByFeeManagementMax':
      return optionLabel(managementFeeOptions(t), value, t('filters.feeAtMost', { percent: value }));
    case 'filterByFeePerformanceMax':
      return optionLabel(performanceFeeOptions(t), value, t('filters.feeAtMost', { percent: value }));
    case 'filterByUsInvest':
      return optionLabel(usInvestOptions(t), value);
    default:
      return value;
  }
}

function referenceNames(list: readonly ReferenceItem[] | undefined, values: readonly string[], lang: Lang): string {
  return values.map((value) => {
    const item = list?.find((candidate) => String(candidate.id) === value);
    return item ? referenceName(item, lang) : value;
  }).join(', ');
}

/**
 * A saved search's filters in the screener's words, in the screener's order: 'Compounded annual
 * return: Above 10%', 'Methodology: Systematic'. The two performance months make one line.
 */
export function savedSearchLines(filters: SavedFilters, context: TextContext): FilterLine[] {
  const { t, lang, reference } = context;
  const keys = Object.keys(filters).sort((a, b) => rank(a) - rank(b));
  const lines: FilterLine[] = [];
  for (const key of keys) {
    const values = valuesOf(filters[key]);
    const rangeShownWithMin = key === 'filterByDatePerformanceMax' && valuesOf(filters.filterByDatePerformanceMin).length > 0;
    if (values.length === 0 || rangeShownWithMin) continue;
    if (!isFilterKey(key)) {
      lines.push({ key, label: key, value: values.join(', ') });
    } else if (key === 'filterByDatePerformanceMin') {
      const through = valuesOf(filters.filterByDatePerformanceMax)[0] ?? '';
      lines.push({ key, label: t(labels[key]), value: `${values[0] ?? ''} – ${through}` });
    } else {
      const list = referenceLists[key];
      const value = list
        ? referenceNames(reference?.[list], values, lang)
        : values.map((one) => singleValue(key, one, context)).join(', ');
      lines.push({ key, label: t(labels[key]), value });
    }
  }
  return lines;
}

function isFilterKey(key: string): key is FilterKey {
  return order.includes(key);
}

function rank(key: string): number {
  const at = order.indexOf(key);
  return at < 0 ? order.length : at;
}

/** The screener with the saved filters, as its URL takes them (multi-values as repeated keys). */
export function savedSearchPath(filters: SavedFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    for (const one of valuesOf(value)) query.append(key, one);
  }
  const search = query.toString();
  return search === '' ? paths.performance : `${paths.performance}?${search}`;
}

import { describe, expect, it } from 'vitest';
import { catalogs } from '@/test/catalogs';
import { createTranslate } from '@/i18n/translate';
import { managementFeeOptions, nameFilterValue, performanceFeeOptions, riskLimitOptions, riskRanges, usInvestOptions } from './filter-options';

const t = createTranslate(catalogs.en);
const zh = createTranslate(catalogs['zh-hans']);

describe('the fee limits', () => {
  it('offer the fees managers charge, as percentages at most', () => {
    expect(managementFeeOptions(t).map((option) => option.value)).toEqual(['0', '0.5', '1', '1.5', '2', '2.5', '3']);
    expect(managementFeeOptions(t)[3]?.label).toBe('1.5% or less');
    expect(performanceFeeOptions(zh).map((option) => option.label)).toEqual([
      '不超过 0%',
      '不超过 10%',
      '不超过 15%',
      '不超过 20%',
      '不超过 25%',
      '不超过 30%',
    ]);
  });
});

describe('US investors', () => {
  it('is open to them or not, as the API takes it', () => {
    expect(usInvestOptions(t)).toEqual([
      { value: 'true', label: 'Open to US investors' },
      { value: 'false', label: 'Not open to US investors' },
    ]);
  });
});

describe('the name box', () => {
  it('searches from three characters, trimmed, and an empty box clears the search', () => {
    expect(nameFilterValue('')).toBe('');
    expect(nameFilterValue('   ')).toBe('');
    expect(nameFilterValue(' ze ')).toBeNull();
    expect(nameFilterValue(' zep ')).toBe('zep');
    expect(nameFilterValue('趋势基')).toBe('趋势基');
    expect(nameFilterValue('趋势')).toBeNull();
  });
});

describe('the risk-measure ranges', () => {
  const steps = [-1, -0.5, 0, 0.5, 1];
  const values = (options: ReturnType<typeof riskLimitOptions>) => options.map((option) => option.value);

  it('offer Sortino, MAR and beta, each from and up to', () => {
    expect(riskRanges.map((range) => `${t(range.minLabel)} / ${t(range.maxLabel)}`)).toEqual([
      'Sortino from / Sortino up to',
      'MAR from / MAR up to',
      'Beta from / Beta up to',
    ]);
    expect(riskRanges.map((range) => zh(range.maxLabel))).toEqual(['索提诺比率至', 'MAR比率至', '贝塔至']);
  });

  it('leave out the steps past the other end, so a range cannot end before it starts', () => {
    expect(values(riskLimitOptions(steps, '', '', 'max'))).toEqual(['-1', '-0.5', '0', '0.5', '1']);
    expect(values(riskLimitOptions(steps, '', '0', 'max'))).toEqual(['0', '0.5', '1']);
    expect(values(riskLimitOptions(steps, '', '0', 'min'))).toEqual(['-1', '-0.5', '0']);
    expect(values(riskLimitOptions(steps, '', 'junk', 'min'))).toHaveLength(5);
  });

  it("show a link's own limit among the steps, and no value the server refuses", () => {
    expect(values(riskLimitOptions(steps, '0.3', '', 'max'))).toEqual(['-1', '-0.5', '0', '0.3', '0.5', '1']);
    expect(values(riskLimitOptions(steps, '1', '', 'min'))).toEqual(['-1', '-0.5', '0', '0.5', '1']);
    expect(values(riskLimitOptions(steps, '5000', '', 'min'))).toHaveLength(5);
    expect(values(riskLimitOptions(steps, 'abc', '', 'min'))).toHaveLength(5);
  });
});

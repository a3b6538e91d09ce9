import { describe, expect, it } from 'vitest';
import { catalogs } from '@/test/catalogs';
import { createTranslate } from '@/i18n/translate';
import { managementFeeOptions, nameFilterValue, performanceFeeOptions, usInvestOptions } from './filter-options';

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

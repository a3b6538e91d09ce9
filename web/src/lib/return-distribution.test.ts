import { describe, expect, it } from 'vitest';
import { createTranslate } from '@/i18n/translate';
import { catalogs } from '@/test/catalogs';
import { bucketLabel } from './return-distribution';

describe('bucketLabel', () => {
  const en = createTranslate(catalogs.en);
  const zh = createTranslate(catalogs['zh-hans']);

  it('names the open-ended buckets and the 1 % ranges in the interface language', () => {
    expect(bucketLabel({ lower: null, upper: -0.2 }, en)).toBe('Below -20%');
    expect(bucketLabel({ lower: -0.03, upper: -0.02 }, en)).toBe('-3% to -2%');
    expect(bucketLabel({ lower: 0.2, upper: null }, en)).toBe('20% and above');
    expect(bucketLabel({ lower: 0, upper: 0.01 }, zh)).toBe('0% 至 1%');
    expect(bucketLabel({ lower: null, upper: -0.2 }, zh)).toBe('低于 -20%');
  });
});

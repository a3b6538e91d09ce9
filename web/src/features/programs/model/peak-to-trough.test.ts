import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import zh from '@/i18n/zh-hans.json';
import { createTranslate } from '@/i18n/translate';
import { missingValue } from '@/lib/format';
import { peakToTroughText } from './peak-to-trough';

const t = createTranslate(en);

describe('the worst peak-to-trough of the terms', () => {
  it('shows the computed worst drawdown, labelled, when the manager reported none', () => {
    expect(peakToTroughText(null, -0.44, t)).toBe('-44.00% computed from the monthly returns');
  });

  it('labels the manager’s figure and shows the computed one beside it', () => {
    expect(peakToTroughText(0.25, -0.44, t)).toBe('-25.00% reported by the manager; -44.00% computed from the monthly returns');
    expect(peakToTroughText(0.25, null, t)).toBe('-25.00% reported by the manager');
  });

  it('is a dash with neither figure', () => {
    expect(peakToTroughText(undefined, undefined, t)).toBe(missingValue);
  });

  it('labels both in Chinese', () => {
    expect(peakToTroughText(0.25, -0.44, createTranslate(zh))).toBe('-25.00%（管理人申报）；-44.00%（按月度收益计算）');
  });
});

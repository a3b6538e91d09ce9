import { describe, expect, it } from 'vitest';
import {
  draftOf,
  newProgramDraft,
  percentText,
  percentToFraction,
  shareTotalText,
  sharesOf,
  toProgramInput,
} from './program-draft';

describe('a new program', () => {
  it('starts with the spec’s defaults: Pending, USD, cumulative CAROR, US investors, high-water mark, zero fees', () => {
    const input = toProgramInput(newProgramDraft(null));
    expect(input).toMatchObject({
      programStatusId: 2,
      currency: 'USD',
      carorType: 0,
      usInvest: true,
      highwaterMark: true,
      lockupPeriod: 0,
      fundingMaxNotional: 0,
      fundingNotional: false,
      proprietary: false,
      hideProgram: false,
      feeManagement: 0,
      feePerformance: 0,
      marginEquityRatio: 0,
      wddExpected: null,
      worstPeak2Trough: null,
      groupId: null,
      methodologies: [],
      compositions: [],
    });
  });

  it('leaves the required choices empty, so they must be made', () => {
    const input = toProgramInput(newProgramDraft(null));
    expect(input.programTypeId).toBeNull();
    expect(input.membershipStatusId).toBeNull();
    expect(input.programName).toBe('');
  });
});

describe('percent scaling', () => {
  it('shows a fraction as a percent with two decimals', () => {
    expect(percentText(0.125)).toBe('12.50');
    expect(percentText(0.0035)).toBe('0.35');
    expect(percentText(1)).toBe('100.00');
    expect(percentText(0)).toBe('0.00');
    expect(percentText(null)).toBe('');
  });

  it('sends a percent as a fraction rounded to four decimals', () => {
    expect(percentToFraction('12.34')).toBe(0.1234);
    expect(percentToFraction('33.33')).toBe(0.3333);
    expect(percentToFraction('0.07')).toBe(0.0007);
    expect(percentToFraction('100')).toBe(1);
    expect(percentToFraction('')).toBeNull();
    expect(percentToFraction('abc')).toBeNaN();
  });

  it('keeps a percent off the 0.01 grid as it is, for the step rule to refuse', () => {
    expect(percentToFraction('12.345')).toBeCloseTo(0.12345, 10);
    expect(percentToFraction('12.345')).not.toBe(0.1235);
  });

  it('round-trips a stored program through the form unchanged', () => {
    const stored = {
      ...toProgramInput(newProgramDraft(7)),
      programName: 'Trend',
      programTypeId: 3,
      membershipStatusId: 1,
      symbol: 'TRND',
      investmentMin: 250000,
      wddExpected: 0.2,
      worstPeak2Trough: 0.1834,
      feeManagement: 0.02,
      feePerformance: 0.2,
      averageCommission: 12.5,
      roundturnYearMillion: 1200,
      marginEquityRatio: 0.1525,
      compositions: [
        { typeId: 3, value: 0.3333 },
        { typeId: 6, value: 0.6667 },
      ],
      holdings: [{ typeId: 2, value: 1 }],
    };
    const draft = draftOf(stored);
    expect(draft.feeManagement).toBe('2.00');
    expect(draft.marginEquityRatio).toBe('15.25');
    expect(draft.shares.compositions).toEqual({ 3: '33.33', 6: '66.67' });
    expect(toProgramInput(draft)).toEqual(stored);
  });
});

describe('percentage lists', () => {
  it('send the types filled in, in type order, without the empty and zero ones', () => {
    expect(sharesOf({ 6: '60', 2: '', 1: '40.00', 3: '0' })).toEqual([
      { typeId: 1, value: 0.4 },
      { typeId: 6, value: 0.6 },
    ]);
  });

  it('show their running total in percent', () => {
    expect(shareTotalText({ 1: '33.33', 2: '33.33', 3: '33.34' })).toBe('100.00');
    expect(shareTotalText({ 1: '12.5', 2: '' })).toBe('12.50');
    expect(shareTotalText({})).toBe('0.00');
  });
});

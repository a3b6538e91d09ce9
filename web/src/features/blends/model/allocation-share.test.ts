import { describe, expect, it } from 'vitest';
import { amountForShare, parsePercent, percentText, shareEntry, showsShare } from './allocation-share';

const atPar = { usdPerUnit: 1, baseUsdPerUnit: 1 };

describe('allocations typed as percentages of the blend', () => {
  it('reads a percentage with or without its sign', () => {
    expect(parsePercent('40')).toBe(0.4);
    expect(parsePercent(' 40.5 % ')).toBeCloseTo(0.405);
    expect(parsePercent('25％')).toBe(0.25);
    expect(parsePercent('')).toBeNaN();
    expect(parsePercent('forty')).toBeNaN();
  });

  it('gives the program the amount that makes it that share while the others keep theirs', () => {
    // Others hold 300,000: 40 % of the blend is 200,000 (200 / 500).
    expect(amountForShare(0.4, 300_000, atPar)).toBe(200_000);
    expect(amountForShare(0.5, 300_000, atPar)).toBe(300_000);
    // To the whole unit.
    expect(amountForShare(1 / 3, 100_000, atPar)).toBe(50_000);
    expect(amountForShare(0.333, 100_000, atPar)).toBe(49_925);
  });

  it('gives a share typed in a dollar blend as an amount of the program’s own currency', () => {
    // Others hold $500,000: 10 % of the blend is $55,555.56, which is ¥8,291,874 at $0.0067 a yen.
    expect(amountForShare(0.1, 500_000, { usdPerUnit: 0.0067, baseUsdPerUnit: 1 })).toBe(8_291_874);
    // In a euro blend, others holding €500,000: half is €500,000, £432,000 at $1.25 a pound.
    expect(amountForShare(0.5, 500_000, { usdPerUnit: 1.25, baseUsdPerUnit: 1.08 })).toBe(432_000);
    // The minimum is checked in the program's currency: ¥8,291,874 is above a ¥5,000,000 minimum.
    expect(shareEntry('10', 500_000, { usdPerUnit: 0.0067, baseUsdPerUnit: 1 }, 5_000_000)).toEqual({ amount: 8_291_874 });
    expect(shareEntry('1', 500_000, { usdPerUnit: 0.0067, baseUsdPerUnit: 1 }, 5_000_000)).toEqual({ problem: 'belowMinimum' });
  });

  it('refuses 0, 100 and more, and a blend with no other program to share with', () => {
    expect(amountForShare(0, 300_000, atPar)).toBeUndefined();
    expect(amountForShare(1, 300_000, atPar)).toBeUndefined();
    expect(amountForShare(1.2, 300_000, atPar)).toBeUndefined();
    expect(amountForShare(0.5, 0, atPar)).toBeUndefined();
    expect(amountForShare(Number.NaN, 300_000, atPar)).toBeUndefined();
    // A share so small its amount rounds to nothing.
    expect(amountForShare(0.000001, 10, atPar)).toBeUndefined();
    expect(shareEntry('100', 300_000, atPar, null)).toEqual({ problem: 'shareRange' });
    expect(shareEntry('abc', 300_000, atPar, null)).toEqual({ problem: 'shareRange' });
  });

  it('holds the program’s minimum against the amount a percentage makes', () => {
    expect(shareEntry('10', 900_000, atPar, 50_000)).toEqual({ amount: 100_000 });
    expect(shareEntry('5', 900_000, atPar, 50_000)).toEqual({ problem: 'belowMinimum' });
  });

  it('shows a share to two decimals and leaves a typed percentage alone once its amount is rounded', () => {
    expect(percentText(0.25)).toBe('25');
    expect(percentText(1 / 3)).toBe('33.33');
    expect(showsShare('40', 200_000 / 500_000)).toBe(true);
    expect(showsShare('33.3', 49_925 / 149_925)).toBe(true);
    expect(showsShare('40', 0.41)).toBe(false);
    expect(showsShare('', 0.4)).toBe(false);
  });
});

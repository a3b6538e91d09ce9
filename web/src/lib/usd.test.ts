import { describe, expect, it } from 'vitest';
import { checkTable, number, tables } from '@/test/rule-tables';
import { inBase, inUsd } from './usd';

describe('inUsd', () => {
  it('multiplies by the rate the server sent, as the server does', () => {
    expect(inUsd(1_000_000, 1.08)).toBe(1_000_000 * 1.08);
    expect(inUsd(250_000, 1)).toBe(250_000);
  });

  it('has none without an amount or a rate', () => {
    expect(inUsd(null, 1.08)).toBeNull();
    expect(inUsd(1_000, null)).toBeNull();
    expect(inUsd(1_000, undefined)).toBeNull();
  });
});

describe('inBase (rules/base-currency.json, as the server runs it)', () => {
  checkTable(tables.baseCurrency, {
    baseValue: (c) => inBase(number(c.amount), number(c.usdPerUnit), number(c.baseUsdPerUnit)),
  });
});

import { describe, expect, it } from 'vitest';
import { checkTable, number, outcome, tables } from '@/test/rule-tables';
import {
  checkAllocationDate,
  checkAmount,
  checkColor,
  checkLeverage,
  earliestAllocation,
  leverageOptions,
} from './allocation';

const text = (value: unknown) => value as string;
const optionalNumber = (value: unknown) => (value === null ? null : number(value));

describe('allocation rules (rules/allocation.json, as the server runs it)', () => {
  checkTable(tables.allocation, {
    amount: (c) => outcome(checkAmount(number(c.amount), optionalNumber(c.investmentMin))),
    leverage: (c) => outcome(checkLeverage(number(c.leverage))),
    color: (c) => outcome(checkColor(text(c.color))),
    allocationDate: (c) =>
      outcome(checkAllocationDate(text(c.date), c.dateInception as string | null, text(c.today))),
    inceptionMonthStart: (c) => earliestAllocation(text(c.dateInception)) ?? null,
  });

  it('offers every leverage from 1 to 10 in steps of 0.5, and only those', () => {
    expect(leverageOptions).toHaveLength(19);
    expect(leverageOptions[0]).toBe(1);
    expect(leverageOptions[1]).toBe(1.5);
    expect(leverageOptions.at(-1)).toBe(10);
    expect(leverageOptions.every((leverage) => checkLeverage(leverage) === undefined)).toBe(true);
  });
});

/**
 * The shared tables of rule cases (`rules/*.json` at the repository root, described in
 * `docs/conventions.md`). The server's unit tests run the same tables against its own copy of the
 * rules, so both languages are proven against one list of cases.
 */
import { expect, it } from 'vitest';
import accountTable from '../../../rules/account.json';
import allocationTable from '../../../rules/allocation.json';
import baseCurrencyTable from '../../../rules/base-currency.json';
import companyTable from '../../../rules/company.json';
import programTable from '../../../rules/program.json';

/** One case: the rule it exercises, its inputs by name, and the outcome expected. */
export interface RuleCase {
  rule: string;
  expect: unknown;
  /** `"server"` or `"web"`: a rule only that side applies (with `why`). */
  only?: string;
  [input: string]: unknown;
}

export interface RuleTable {
  cases: RuleCase[];
  /** A form's valid value, which each case's `with` changes. */
  base?: Record<string, unknown>;
}

export const tables = {
  account: accountTable as RuleTable,
  allocation: allocationTable as RuleTable,
  baseCurrency: baseCurrencyTable as RuleTable,
  company: companyTable as RuleTable,
  program: programTable,
};

/** `{ "repeat": "x", "times": 201 }` written out, so a table states a length without the text. */
function expand(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(expand);
  if (value !== null && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    const { repeat, times } = fields;
    if (Object.keys(fields).length === 2 && typeof repeat === 'string' && typeof times === 'number') {
      return repeat.repeat(times);
    }
    return Object.fromEntries(Object.entries(fields).map(([key, item]) => [key, expand(item)]));
  }
  return value;
}

/** A number of a case: `"NaN"`, `"Infinity"` and `"-Infinity"` stand for what JSON cannot write. */
export function number(value: unknown): number {
  return typeof value === 'string' ? Number(value) : (value as number);
}

/** A check's outcome as the tables write it: `"ok"` or the message key. */
export function outcome(key: string | null | undefined): string {
  return key ?? 'ok';
}

/** The table's `base` with the case's `with` laid over it, key by key. */
export function form(table: RuleTable, ruleCase: RuleCase): unknown {
  return expand({ ...table.base, ...(ruleCase.with as Record<string, unknown>) });
}

/**
 * One test per rule of `table`, each running its cases through `checks[rule]`; the rules the web
 * applies (all but `"only": "server"`) must be exactly those `checks` names, so none is skipped.
 */
export function checkTable(table: RuleTable, checks: Record<string, (ruleCase: RuleCase) => unknown>) {
  const cases = table.cases
    .filter((ruleCase) => ruleCase.only !== 'server')
    .map((ruleCase) => expand(ruleCase) as RuleCase);
  it('has a check for every rule of the table', () => {
    expect(Object.keys(checks).sort()).toEqual([...new Set(cases.map((ruleCase) => ruleCase.rule))].sort());
  });
  for (const [rule, check] of Object.entries(checks)) {
    it(`rule ${rule}`, () => {
      for (const ruleCase of cases.filter((candidate) => candidate.rule === rule)) {
        expect(check(ruleCase), JSON.stringify(ruleCase)).toEqual(ruleCase.expect);
      }
    });
  }
}

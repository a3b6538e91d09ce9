import { describe, expect, it } from 'vitest';
import type { ProgramInput, SaveProgram } from '@/features/programs/api/program-form';
import { newProgramDraft, toProgramInput } from './program-draft';
import { summaryEntries } from './program-sections';
import { draftErrors, validateProgramInput, validateSaveProgram, type KnownChoices } from './validate-program';
import { checkTable, form, tables, type RuleCase } from '@/test/rule-tables';

const range = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

/** The reference ids of docs/conventions.md, as the server's tests use them. */
const known: KnownChoices = {
  programStatusIds: range(4),
  programTypeIds: range(3),
  membershipStatusIds: range(2),
  currencies: ['USD', 'EUR', 'CNY'],
  subscriptionFrequencyTypeIds: range(6),
  redemptionFrequencyTypeIds: range(6),
  investorRequirementTypeIds: range(3),
  sectorFocusTypeIds: range(8),
  shareTypeIds: { methodologies: range(2), allocationStrategies: range(13), compositions: range(13), holdings: range(5) },
  platformIds: range(3),
};

function valid(): ProgramInput {
  return {
    ...toProgramInput(newProgramDraft(null)),
    programName: 'Diversified Trend',
    programTypeId: 3,
    membershipStatusId: 1,
    methodologies: [{ typeId: 2, value: 1 }],
    compositions: [
      { typeId: 6, value: 0.3333 },
      { typeId: 12, value: 0.6667 },
    ],
  };
}

const problems = (input: ProgramInput) => validateProgramInput(input, known);

describe('validateProgramInput (the server’s rules)', () => {
  it('passes a complete form', () => {
    expect(problems(valid())).toEqual({});
  });

  it('names the required fields', () => {
    const errors = problems({
      ...valid(),
      programStatusId: null,
      programName: '  ',
      programTypeId: null,
      membershipStatusId: null,
      currency: '',
      carorType: null,
    });
    expect(errors).toEqual({
      'program.carorType': 'required',
      'program.currency': 'required',
      'program.membershipStatusId': 'required',
      'program.programName': 'required',
      'program.programStatusId': 'required',
      'program.programTypeId': 'required',
    });
  });

  it('refuses choices the reference lists do not hold', () => {
    expect(problems({ ...valid(), programStatusId: 9, currency: 'XYZ', carorType: 3, sectorFocusTypeId: 9 })).toEqual({
      'program.programStatusId': 'invalidChoice',
      'program.currency': 'invalidChoice',
      'program.carorType': 'invalidChoice',
      'program.sectorFocusTypeId': 'invalidChoice',
    });
    expect(problems({ ...valid(), holdings: [{ typeId: 6, value: 1 }] })).toEqual({
      'program.holdings.0.typeId': 'invalidChoice',
    });
  });

  it('wants each list to total exactly 0 or 100 %', () => {
    for (const list of ['methodologies', 'allocationStrategies', 'compositions', 'holdings'] as const) {
      const half = [
        { typeId: 1, value: 0.5 },
        { typeId: 2, value: 0.4999 },
      ];
      expect(problems({ ...valid(), [list]: half })).toEqual({ [`program.${list}`]: 'totalMustEqual100' });
      expect(problems({ ...valid(), [list]: [] })).toEqual({});
      expect(problems({ ...valid(), [list]: [{ typeId: 1, value: 0 }] })).toEqual({});
    }
    const thirds = [
      { typeId: 1, value: 0.3333 },
      { typeId: 2, value: 0.3333 },
      { typeId: 3, value: 0.3334 },
    ];
    expect(problems({ ...valid(), compositions: thirds })).toEqual({});
  });

  it('wants each share a fraction on the hundredth of a percent', () => {
    expect(
      problems({
        ...valid(),
        compositions: [
          { typeId: 6, value: 0.33335 },
          { typeId: 12, value: 0.66665 },
        ],
      }),
    ).toEqual({ 'program.compositions.0.value': 'invalidStep', 'program.compositions.1.value': 'invalidStep' });
    expect(
      problems({
        ...valid(),
        compositions: [
          { typeId: 6, value: -0.5 },
          { typeId: 12, value: 1.5 },
        ],
      }),
    ).toEqual({ 'program.compositions.0.value': 'belowMinimum', 'program.compositions.1.value': 'outOfRange' });
  });

  it('refuses a type twice in a list', () => {
    expect(
      problems({
        ...valid(),
        allocationStrategies: [
          { typeId: 13, value: 0.5 },
          { typeId: 13, value: 0.5 },
        ],
      }),
    ).toEqual({ 'program.allocationStrategies.1.typeId': 'duplicate' });
  });

  it('keeps fees, drawdowns and margin fractions on the step, and amounts not negative', () => {
    const cases: [Partial<ProgramInput>, string, string][] = [
      [{ feeManagement: 0.02005 }, 'feeManagement', 'invalidStep'],
      [{ feePerformance: 1.01 }, 'feePerformance', 'outOfRange'],
      [{ marginEquityRatio: -0.01 }, 'marginEquityRatio', 'belowMinimum'],
      [{ wddExpected: 0.123456 }, 'wddExpected', 'invalidStep'],
      [{ worstPeak2Trough: 2 }, 'worstPeak2Trough', 'outOfRange'],
      [{ averageCommission: 12.345 }, 'averageCommission', 'invalidStep'],
      [{ averageCommission: -1 }, 'averageCommission', 'belowMinimum'],
      [{ roundturnYearMillion: 10.5 }, 'roundturnYearMillion', 'invalidStep'],
      [{ roundturnYearMillion: -1 }, 'roundturnYearMillion', 'belowMinimum'],
      [{ investmentMin: -1 }, 'investmentMin', 'belowMinimum'],
      [{ tradingLevelIncrease: -0.5 }, 'tradingLevelIncrease', 'belowMinimum'],
      [{ fundingMaxNotional: -10 }, 'fundingMaxNotional', 'belowMinimum'],
      [{ lockupPeriod: -1 }, 'lockupPeriod', 'belowMinimum'],
    ];
    for (const [change, field, key] of cases) {
      expect(problems({ ...valid(), ...change }), field).toEqual({ [`program.${field}`]: key });
    }
    expect(
      problems({
        ...valid(),
        feeManagement: 0.0123,
        feePerformance: 0.2,
        wddExpected: 0.25,
        averageCommission: 12.34,
        roundturnYearMillion: 1200,
      }),
    ).toEqual({});
  });

  it('bounds the texts', () => {
    expect(
      problems({ ...valid(), programName: 'x'.repeat(201), symbol: 'x'.repeat(201), accountingNotes: 'x'.repeat(10_001) }),
    ).toEqual({ 'program.programName': 'tooLong', 'program.symbol': 'tooLong', 'program.accountingNotes': 'tooLong' });
  });
});

describe('validateSaveProgram', () => {
  const body = (change: Partial<SaveProgram>): SaveProgram => ({
    program: valid(),
    acceptedAgreement: true,
    platformIds: null,
    version: null,
    ...change,
  });

  it('needs the certification', () => {
    expect(validateSaveProgram(body({ acceptedAgreement: false }), known)).toEqual({ acceptedAgreement: 'mustCertify' });
  });

  it('needs at least one platform when platforms are sent, and none when they are not', () => {
    expect(validateSaveProgram(body({ platformIds: [] }), known)).toEqual({ platformIds: 'platformRequired' });
    expect(validateSaveProgram(body({ platformIds: [4] }), known)).toEqual({ platformIds: 'invalidChoice' });
    expect(validateSaveProgram(body({ platformIds: [1, 3] }), known)).toEqual({});
    expect(validateSaveProgram(body({ platformIds: null }), known)).toEqual({});
  });
});

describe('draftErrors', () => {
  it('refuses emptied numbers that have no "none"', () => {
    const draft = { ...newProgramDraft(null), lockupPeriod: '', feeManagement: ' ', marginEquityRatio: '' };
    expect(draftErrors(draft)).toEqual({
      'program.lockupPeriod': 'required',
      'program.feeManagement': 'required',
      'program.marginEquityRatio': 'required',
    });
    expect(draftErrors(newProgramDraft(null))).toEqual({});
  });
});

describe('summaryEntries', () => {
  it('lists the parts in error in form order, each pointing at its first control in error', () => {
    const sent: SaveProgram = {
      program: {
        ...valid(),
        programName: '',
        investmentMin: -1,
        compositions: [
          { typeId: 4, value: 0.5 },
          { typeId: 9, value: 0.2 },
        ],
        holdings: [{ typeId: 2, value: 0.123456 }],
      },
      acceptedAgreement: true,
      platformIds: null,
      version: null,
    };
    const errors = validateSaveProgram(sent, known);
    expect(summaryEntries(errors, sent)).toEqual([
      { part: 'information', key: 'required', targetId: 'field-program-programName' },
      { part: 'investment', key: 'belowMinimum', targetId: 'field-program-investmentMin' },
      { part: 'compositions', key: 'totalMustEqual100', targetId: 'field-program-compositions' },
      { part: 'holdings', key: 'totalMustEqual100', targetId: 'field-program-holdings-type-2' },
    ]);
  });
});

describe('program form rules (rules/program.json, as the server runs it)', () => {
  const { choices } = tables.program;
  const tableChoices: KnownChoices = {
    programStatusIds: choices.programStatuses,
    programTypeIds: choices.programTypes,
    membershipStatusIds: choices.membershipStatuses,
    currencies: choices.currencies,
    subscriptionFrequencyTypeIds: choices.frequencyTypes,
    redemptionFrequencyTypeIds: choices.frequencyTypes,
    investorRequirementTypeIds: choices.investorRequirementTypes,
    sectorFocusTypeIds: choices.sectorFocusTypes,
    shareTypeIds: {
      methodologies: choices.methodologyTypes,
      allocationStrategies: choices.allocationStrategyTypes,
      compositions: choices.compositionTypes,
      holdings: choices.holdingPeriodTypes,
    },
  };
  // The web names a field by the request body's path (`program.x`); the table by the form's (`x`).
  const check = (c: RuleCase) =>
    Object.fromEntries(
      Object.entries(validateProgramInput(form(tables.program, c) as ProgramInput, tableChoices)).map(([field, key]) => [
        field.replace(/^program\./, ''),
        key,
      ]),
    );
  checkTable(tables.program, {
    complete: check,
    required: check,
    choices: check,
    totals: check,
    shareStep: check,
    duplicate: check,
    fractions: check,
    notNegative: check,
    textLength: check,
  });
});

import { checkOptional, checkRequired, maxDescriptionLength } from '@/lib/validation';
import type { ProgramInput, SaveProgram, Share } from '@/features/programs/api/program-form';
import { parseNumber, percentToFraction, shareLists, type ProgramDraft } from './program-draft';

/**
 * The spec's program rules (section 5), the same as the server's (`server/src/programs/rules.rs`;
 * both run the cases of `rules/program.json`) and with the same keys, so a form shows either side's
 * answer the same way. Paths are those of the request body (`program.compositions.2.value`).
 */
export type ProgramErrors = Record<string, string>;

/** Ids the reference lists hold, to refuse a stale choice; a list not given is not checked. */
export interface KnownChoices {
  programStatusIds?: readonly number[];
  programTypeIds?: readonly number[];
  membershipStatusIds?: readonly number[];
  currencies?: readonly string[];
  subscriptionFrequencyTypeIds?: readonly number[];
  redemptionFrequencyTypeIds?: readonly number[];
  investorRequirementTypeIds?: readonly number[];
  sectorFocusTypeIds?: readonly number[];
  shareTypeIds?: Partial<Record<(typeof shareLists)[number], readonly number[]>>;
  platformIds?: readonly number[];
}

/** CAROR types: 0 Cumulative, 1 Unique, 2 Sum. */
export const carorTypes: readonly number[] = [0, 1, 2];

/** Within this of a whole number of hundredths of a percent, a fraction is on the 0.01 % grid. */
const stepTolerance = 1e-6;
/** A list totals 0 or 100 % within this (sums of 4-decimal fractions carry binary noise). */
const totalTolerance = 1e-9;

/**
 * The tolerance absorbs binary noise (0.1 + 0.2), which is relative to a step's count; a value
 * nearer zero than one step has none, so it must be 0 (as the server's `on_step`).
 */
function onGrid(value: number, perUnit: number): boolean {
  const scaled = value * perUnit;
  if (Math.round(scaled) === 0) return value === 0;
  return Math.abs(scaled - Math.round(scaled)) < stepTolerance;
}

/** A number that may be absent: at least 0 and, with `perUnit`, a multiple of 1 / perUnit. */
function checkAmount(value: number | null, perUnit?: number): string | undefined {
  if (value === null) return undefined;
  if (!Number.isFinite(value)) return 'invalid';
  if (value < 0) return 'belowMinimum';
  if (perUnit !== undefined && !onGrid(value, perUnit)) return 'invalidStep';
  return undefined;
}

/**
 * A count that may be absent: at least 0 and exactly whole (no tolerance: a whole number carries
 * none of the binary noise of decimal fractions).
 */
function checkWhole(value: number | null): string | undefined {
  return checkAmount(value) ?? (value === null || Number.isInteger(value) ? undefined : 'invalidStep');
}

/** A fraction shown as a percent: 0 to 1 (0–100 %) in steps of 0.0001 (0.01 %). */
function checkFraction(value: number | null): string | undefined {
  if (value === null) return undefined;
  if (!Number.isFinite(value)) return 'invalid';
  if (value < 0) return 'belowMinimum';
  if (value > 1) return 'outOfRange';
  return onGrid(value, 10_000) ? undefined : 'invalidStep';
}

function checkChoiceId(
  id: number | null | undefined,
  known: readonly number[] | undefined,
  required: boolean,
): string | undefined {
  if (id === null || id === undefined) return required ? 'required' : undefined;
  return known && !known.includes(id) ? 'invalidChoice' : undefined;
}

/** True when a list's values add up to nothing or to exactly 100 %. */
export function totalIsValid(shares: readonly Share[]): boolean {
  const total = shares.reduce((sum, share) => sum + share.value, 0);
  return Math.abs(total) < totalTolerance || Math.abs(total - 1) < totalTolerance;
}

function shareErrors(
  list: (typeof shareLists)[number],
  shares: readonly Share[],
  known: readonly number[] | undefined,
  errors: ProgramErrors,
) {
  const seen = new Set<number>();
  shares.forEach((share, index) => {
    const typeProblem = seen.has(share.typeId) ? 'duplicate' : checkChoiceId(share.typeId, known, true);
    seen.add(share.typeId);
    if (typeProblem) errors[`program.${list}.${String(index)}.typeId`] = typeProblem;
    const valueProblem = checkFraction(share.value);
    if (valueProblem) errors[`program.${list}.${String(index)}.value`] = valueProblem;
  });
  const entriesValid = shares.every((share) => Number.isFinite(share.value));
  if (entriesValid && !totalIsValid(shares)) errors[`program.${list}`] = 'totalMustEqual100';
}

/** The rules on a `ProgramInput`, as the server applies them. */
export function validateProgramInput(input: ProgramInput, known: KnownChoices = {}): ProgramErrors {
  const checks: Record<string, string | undefined> = {
    programStatusId: checkChoiceId(input.programStatusId, known.programStatusIds, true),
    programName: checkRequired(input.programName),
    programTypeId: checkChoiceId(input.programTypeId, known.programTypeIds, true),
    membershipStatusId: checkChoiceId(input.membershipStatusId, known.membershipStatusIds, true),
    symbol: checkOptional(input.symbol),
    currency:
      input.currency.trim() === ''
        ? 'required'
        : known.currencies && !known.currencies.includes(input.currency)
          ? 'invalidChoice'
          : undefined,
    carorType: checkChoiceId(input.carorType, carorTypes, true),
    investmentMin: checkAmount(input.investmentMin),
    tradingLevelIncrease: checkAmount(input.tradingLevelIncrease),
    subscriptionFrequencyTypeId: checkChoiceId(
      input.subscriptionFrequencyTypeId,
      known.subscriptionFrequencyTypeIds,
      false,
    ),
    redemptionFrequencyTypeId: checkChoiceId(input.redemptionFrequencyTypeId, known.redemptionFrequencyTypeIds, false),
    investorRequirementTypeId: checkChoiceId(input.investorRequirementTypeId, known.investorRequirementTypeIds, false),
    // The server reads whole months only; a fraction of one is refused here rather than unread there.
    lockupPeriod: checkAmount(input.lockupPeriod, 1),
    wddExpected: checkFraction(input.wddExpected),
    worstPeak2Trough: checkFraction(input.worstPeak2Trough),
    sectorFocusTypeId: checkChoiceId(input.sectorFocusTypeId, known.sectorFocusTypeIds, false),
    fundingMaxNotional: checkAmount(input.fundingMaxNotional),
    feeManagement: checkFraction(input.feeManagement),
    feePerformance: checkFraction(input.feePerformance),
    averageCommission: checkAmount(input.averageCommission, 100),
    roundturnYearMillion: checkWhole(input.roundturnYearMillion),
    marginEquityRatio: checkFraction(input.marginEquityRatio),
    description: checkOptional(input.description, maxDescriptionLength),
    strategyInvestment: checkOptional(input.strategyInvestment, maxDescriptionLength),
    strategyRisk: checkOptional(input.strategyRisk, maxDescriptionLength),
    accountingNotes: checkOptional(input.accountingNotes, maxDescriptionLength),
  };
  const errors: ProgramErrors = {};
  for (const [field, key] of Object.entries(checks)) {
    if (key !== undefined) errors[`program.${field}`] = key;
  }
  for (const list of shareLists) shareErrors(list, input[list], known.shareTypeIds?.[list], errors);
  return errors;
}

/** The whole request: the program, the certification and, when sent, the platforms. */
export function validateSaveProgram(body: SaveProgram, known: KnownChoices = {}): ProgramErrors {
  const errors = validateProgramInput(body.program, known);
  if (!body.acceptedAgreement) errors.acceptedAgreement = 'mustCertify';
  const platformIds = body.platformIds;
  if (platformIds !== null) {
    if (platformIds.length === 0) errors.platformIds = 'platformRequired';
    else if (known.platformIds && platformIds.some((id) => !known.platformIds?.includes(id))) {
      errors.platformIds = 'invalidChoice';
    }
  }
  return errors;
}

/**
 * What only the form can get wrong: a number that has no "none" left empty. (Text that is no
 * number at all reaches the rules above as NaN and is refused there as `invalid`.)
 */
export function draftErrors(draft: ProgramDraft): ProgramErrors {
  const errors: ProgramErrors = {};
  const requiredNumbers = {
    lockupPeriod: parseNumber(draft.lockupPeriod),
    fundingMaxNotional: parseNumber(draft.fundingMaxNotional),
    feeManagement: percentToFraction(draft.feeManagement),
    feePerformance: percentToFraction(draft.feePerformance),
    marginEquityRatio: percentToFraction(draft.marginEquityRatio),
  };
  for (const [field, value] of Object.entries(requiredNumbers)) {
    if (value === null) errors[`program.${field}`] = 'required';
  }
  return errors;
}

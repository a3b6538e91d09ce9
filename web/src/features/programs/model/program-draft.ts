import type { ProgramInput, Share } from '@/features/programs/api/program-form';

/** The four percentage lists of a program; each totals 0 or 100 %. */
export const shareLists = ['methodologies', 'allocationStrategies', 'compositions', 'holdings'] as const;
export type ShareList = (typeof shareLists)[number];

/** Program status ids (reference list `programStatuses`, docs/conventions.md). */
export const programStatusIds = { active: 1, pending: 2, archived: 3, deleted: 4 } as const;

/**
 * What the form edits: numbers as the text typed (so '12.' or an emptied field survive a render),
 * percentages as percent text ('12.50' for 0.125), choices as the select's value ('' for none).
 * `toProgramInput` turns it into the API's `ProgramInput`.
 */
export interface ProgramDraft {
  programStatusId: string;
  programName: string;
  programTypeId: string;
  membershipStatusId: string;
  symbol: string;
  currency: string;
  carorType: string;
  hideProgram: boolean;
  proprietary: boolean;
  /** The owning group's id; only administrators change it, on edit. */
  groupId: string;
  investmentMin: string;
  tradingLevelIncrease: string;
  subscriptionFrequencyTypeId: string;
  redemptionFrequencyTypeId: string;
  investorRequirementTypeId: string;
  lockupPeriod: string;
  wddExpected: string;
  worstPeak2Trough: string;
  sectorFocusTypeId: string;
  fundingNotional: boolean;
  fundingMaxNotional: string;
  usInvest: boolean;
  feeManagement: string;
  feePerformance: string;
  averageCommission: string;
  highwaterMark: boolean;
  roundturnYearMillion: string;
  marginEquityRatio: string;
  description: string;
  strategyInvestment: string;
  strategyRisk: string;
  accountingNotes: string;
  /** Per list, type id → percent text; a type left empty is not part of the list. */
  shares: Record<ShareList, Readonly<Record<number, string>>>;
}

/** Spec section 9: the defaults of a new program (Pending, USD, cumulative CAROR, US investors, high-water mark). */
export function newProgramDraft(groupId: number | null): ProgramDraft {
  return {
    programStatusId: String(programStatusIds.pending),
    programName: '',
    programTypeId: '',
    membershipStatusId: '',
    symbol: '',
    currency: 'USD',
    carorType: '0',
    hideProgram: false,
    proprietary: false,
    groupId: groupId === null ? '' : String(groupId),
    investmentMin: '',
    tradingLevelIncrease: '',
    subscriptionFrequencyTypeId: '',
    redemptionFrequencyTypeId: '',
    investorRequirementTypeId: '',
    lockupPeriod: '0',
    wddExpected: '',
    worstPeak2Trough: '',
    sectorFocusTypeId: '',
    fundingNotional: false,
    fundingMaxNotional: '0',
    usInvest: true,
    feeManagement: '0.00',
    feePerformance: '0.00',
    averageCommission: '',
    highwaterMark: true,
    roundturnYearMillion: '',
    marginEquityRatio: '0.00',
    description: '',
    strategyInvestment: '',
    strategyRisk: '',
    accountingNotes: '',
    shares: { methodologies: {}, allocationStrategies: {}, compositions: {}, holdings: {} },
  };
}

/** A fraction as the percent the form shows: 0.125 → '12.50'; null → ''. */
export function percentText(fraction: number | null | undefined): string {
  if (fraction === null || fraction === undefined) return '';
  // Through whole hundredths first, so 0.0035 shows '0.35' and not a binary neighbour's '0.34'.
  return (Math.round(fraction * 10_000) / 100).toFixed(2);
}

/**
 * The percent typed, as the fraction sent: '12.5' → 0.125. A value on the 0.01 % grid is rounded to
 * 4 decimals so 12.34 / 100 travels as 0.1234, not 0.12340000000000001; a value off the grid is
 * sent as it is, for the step rule to refuse. '' → null; text that is no number → NaN.
 */
export function percentToFraction(text: string): number | null {
  const percent = parseNumber(text);
  if (percent === null || Number.isNaN(percent)) return percent;
  const hundredths = percent * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6 ? Math.round(hundredths) / 10_000 : percent / 100;
}

/** A number typed: '' → null, '1e3' → 1000, 'abc' → NaN. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number(trimmed);
}

function idOrNull(text: string): number | null {
  return text === '' ? null : Number(text);
}

function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A list's entries in type-id order, without the types left empty or at 0. */
export function sharesOf(entries: Readonly<Record<number, string>>): Share[] {
  return Object.entries(entries)
    .map(([typeId, text]) => ({ typeId: Number(typeId), value: percentToFraction(text) }))
    .filter((share): share is Share => share.value !== null && share.value !== 0)
    .sort((a, b) => a.typeId - b.typeId);
}

/**
 * The request's `ProgramInput`. A number that has no "none" (lockup, fees, …) becomes 0 when
 * emptied; the form refuses that as `required` before sending (`draftErrors`).
 */
export function toProgramInput(draft: ProgramDraft): ProgramInput {
  const required = (text: string) => parseNumber(text) ?? 0;
  const requiredPercent = (text: string) => percentToFraction(text) ?? 0;
  return {
    programStatusId: idOrNull(draft.programStatusId),
    programName: draft.programName,
    programTypeId: idOrNull(draft.programTypeId),
    membershipStatusId: idOrNull(draft.membershipStatusId),
    symbol: draft.symbol,
    currency: draft.currency,
    carorType: idOrNull(draft.carorType),
    hideProgram: draft.hideProgram,
    proprietary: draft.proprietary,
    groupId: idOrNull(draft.groupId),
    investmentMin: parseNumber(draft.investmentMin),
    tradingLevelIncrease: parseNumber(draft.tradingLevelIncrease),
    subscriptionFrequencyTypeId: idOrNull(draft.subscriptionFrequencyTypeId),
    redemptionFrequencyTypeId: idOrNull(draft.redemptionFrequencyTypeId),
    investorRequirementTypeId: idOrNull(draft.investorRequirementTypeId),
    lockupPeriod: required(draft.lockupPeriod),
    wddExpected: percentToFraction(draft.wddExpected),
    worstPeak2Trough: percentToFraction(draft.worstPeak2Trough),
    sectorFocusTypeId: idOrNull(draft.sectorFocusTypeId),
    fundingNotional: draft.fundingNotional,
    fundingMaxNotional: required(draft.fundingMaxNotional),
    usInvest: draft.usInvest,
    feeManagement: requiredPercent(draft.feeManagement),
    feePerformance: requiredPercent(draft.feePerformance),
    averageCommission: parseNumber(draft.averageCommission),
    highwaterMark: draft.highwaterMark,
    roundturnYearMillion: parseNumber(draft.roundturnYearMillion),
    marginEquityRatio: requiredPercent(draft.marginEquityRatio),
    description: draft.description,
    strategyInvestment: draft.strategyInvestment,
    strategyRisk: draft.strategyRisk,
    accountingNotes: draft.accountingNotes,
    methodologies: sharesOf(draft.shares.methodologies),
    allocationStrategies: sharesOf(draft.shares.allocationStrategies),
    compositions: sharesOf(draft.shares.compositions),
    holdings: sharesOf(draft.shares.holdings),
  };
}

function shareTexts(shares: readonly Share[]): Record<number, string> {
  return Object.fromEntries(shares.map((share) => [share.typeId, percentText(share.value)]));
}

/** A stored program as the form shows it (edit mode). */
export function draftOf(input: ProgramInput): ProgramDraft {
  return {
    programStatusId: numberText(input.programStatusId),
    programName: input.programName,
    programTypeId: numberText(input.programTypeId),
    membershipStatusId: numberText(input.membershipStatusId),
    symbol: input.symbol,
    currency: input.currency,
    carorType: numberText(input.carorType),
    hideProgram: input.hideProgram,
    proprietary: input.proprietary,
    groupId: numberText(input.groupId),
    investmentMin: numberText(input.investmentMin),
    tradingLevelIncrease: numberText(input.tradingLevelIncrease),
    subscriptionFrequencyTypeId: numberText(input.subscriptionFrequencyTypeId),
    redemptionFrequencyTypeId: numberText(input.redemptionFrequencyTypeId),
    investorRequirementTypeId: numberText(input.investorRequirementTypeId),
    lockupPeriod: numberText(input.lockupPeriod),
    wddExpected: percentText(input.wddExpected),
    worstPeak2Trough: percentText(input.worstPeak2Trough),
    sectorFocusTypeId: numberText(input.sectorFocusTypeId),
    fundingNotional: input.fundingNotional,
    fundingMaxNotional: numberText(input.fundingMaxNotional),
    usInvest: input.usInvest,
    feeManagement: percentText(input.feeManagement),
    feePerformance: percentText(input.feePerformance),
    averageCommission: numberText(input.averageCommission),
    highwaterMark: input.highwaterMark,
    roundturnYearMillion: numberText(input.roundturnYearMillion),
    marginEquityRatio: percentText(input.marginEquityRatio),
    description: input.description,
    strategyInvestment: input.strategyInvestment,
    strategyRisk: input.strategyRisk,
    accountingNotes: input.accountingNotes,
    shares: {
      methodologies: shareTexts(input.methodologies),
      allocationStrategies: shareTexts(input.allocationStrategies),
      compositions: shareTexts(input.compositions),
      holdings: shareTexts(input.holdings),
    },
  };
}

/** A list's running total in percent, to two decimals, as shown under the list ('100.00'). */
export function shareTotalText(entries: Readonly<Record<number, string>>): string {
  const total = sharesOf(entries).reduce((sum, share) => sum + (Number.isNaN(share.value) ? 0 : share.value), 0);
  return percentText(total);
}

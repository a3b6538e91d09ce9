import { fieldId } from '@/lib/field-paths';
import type { SaveProgram } from '@/features/programs/api/program-form';
import { shareLists, type ShareList } from './program-draft';

/** The form's collapsible sections, top to bottom. */
export const programSections = [
  'information',
  'investment',
  'fees',
  'decisionMaking',
  'strategy',
  'composition',
  'position',
  'description',
  'platform',
  'certification',
] as const;
export type ProgramSection = (typeof programSections)[number];

/** The section holding each list. */
export const listSection: Record<ShareList, ProgramSection> = {
  methodologies: 'decisionMaking',
  allocationStrategies: 'strategy',
  compositions: 'composition',
  holdings: 'position',
};

/** The fields of each section in the order they are shown, so a jump lands on the first in error. */
const sectionFields: Partial<Record<ProgramSection, readonly string[]>> = {
  information: [
    'programName',
    'programTypeId',
    'programStatusId',
    'membershipStatusId',
    'symbol',
    'currency',
    'carorType',
    'groupId',
    'hideProgram',
    'proprietary',
  ],
  investment: [
    'investmentMin',
    'tradingLevelIncrease',
    'subscriptionFrequencyTypeId',
    'redemptionFrequencyTypeId',
    'investorRequirementTypeId',
    'lockupPeriod',
    'wddExpected',
    'worstPeak2Trough',
    'sectorFocusTypeId',
    'fundingNotional',
    'fundingMaxNotional',
    'usInvest',
  ],
  fees: ['feeManagement', 'feePerformance', 'averageCommission', 'highwaterMark'],
  position: ['roundturnYearMillion', 'marginEquityRatio'],
  description: ['description', 'strategyInvestment', 'strategyRisk', 'accountingNotes'],
};

/** A part of the form the error summary names: a section, or one of the four lists. */
export type SummaryPart = Exclude<ProgramSection, 'decisionMaking' | 'strategy' | 'composition' | 'certification'> | ShareList;

export const summaryParts: readonly SummaryPart[] = [
  'information',
  'investment',
  'fees',
  'methodologies',
  'allocationStrategies',
  'compositions',
  'holdings',
  'position',
  'description',
  'platform',
];

export function sectionOfPart(part: SummaryPart): ProgramSection {
  return (shareLists as readonly string[]).includes(part) ? listSection[part as ShareList] : (part as ProgramSection);
}

/** The id of the input of one type of a list (`field-program-compositions-type-4`). */
export function shareFieldId(list: ShareList, typeId: number): string {
  return fieldId(`program.${list}.type-${String(typeId)}`);
}

/** The id of a list's first input, which a jump to the list's total focuses. */
export function listFieldId(list: ShareList): string {
  return fieldId(`program.${list}`);
}

interface Located {
  part: SummaryPart;
  /** Position within the part, to find the first error shown. */
  order: number;
  /** Where a jump puts the focus. */
  targetId: string;
}

/** Where an error's path sits in the form; undefined for paths without a place (certification). */
function locate(path: string, body: SaveProgram): Located | undefined {
  if (path === 'platformIds') return { part: 'platform', order: 0, targetId: fieldId('platformIds') };
  const [root, field = '', index, leaf] = path.split('.');
  if (root !== 'program') return undefined;
  if ((shareLists as readonly string[]).includes(field)) {
    const list = field as ShareList;
    if (index === undefined) return { part: list, order: Number.MAX_SAFE_INTEGER, targetId: listFieldId(list) };
    const share = body.program[list][Number(index)];
    // An entry's own type error has no input of its own: the list is the place to look.
    const targetId = share && leaf === 'value' ? shareFieldId(list, share.typeId) : listFieldId(list);
    return { part: list, order: Number(index), targetId };
  }
  for (const [section, fields] of Object.entries(sectionFields)) {
    const order = fields.indexOf(field);
    if (order >= 0) return { part: section as SummaryPart, order, targetId: fieldId(path) };
  }
  return undefined;
}

export interface SummaryEntry {
  part: SummaryPart;
  /** The error key of a list's total when that is its problem, else the first entry's key. */
  key: string;
  targetId: string;
}

/**
 * One entry per part of the form in error, in form order, each pointing at the first control in
 * error there (for a list's total, the list's first input).
 */
export function summaryEntries(errors: Readonly<Record<string, string | undefined>>, body: SaveProgram): SummaryEntry[] {
  const found = new Map<SummaryPart, Located & { key: string }>();
  for (const [path, key] of Object.entries(errors)) {
    if (key === undefined) continue;
    const located = locate(path, body);
    if (!located) continue;
    const previous = found.get(located.part);
    if (!previous || located.order < previous.order) found.set(located.part, { ...located, key });
  }
  return summaryParts.flatMap((part) => {
    const entry = found.get(part);
    if (!entry) return [];
    const isList = (shareLists as readonly string[]).includes(part);
    const totalKey = isList ? errors[`program.${part}`] : undefined;
    return [{ part, key: totalKey ?? entry.key, targetId: entry.targetId }];
  });
}

/** The section an error's path belongs to, to open it after a failed save. */
export function sectionOfPath(path: string, body: SaveProgram): ProgramSection | undefined {
  if (path === 'acceptedAgreement') return 'certification';
  const located = locate(path, body);
  return located ? sectionOfPart(located.part) : undefined;
}

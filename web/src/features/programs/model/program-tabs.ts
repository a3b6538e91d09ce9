import { programPath } from '@/config/paths';
import { programTabs } from '@/config/tabs';

export type ProgramTab = (typeof programTabs)[number];

/** The reader's tabs in the spec's order; the view log ('users', labelled Logs) only for editors. */
export function visibleProgramTabs(canEdit: boolean): ProgramTab[] {
  return programTabs.filter((tab) => tab !== 'users' || canEdit);
}

/**
 * The tab the URL names (no tab: the snapshot); undefined for a tab the reader does not have, so
 * the page can answer as for any other unknown path.
 */
export function programTabFromParam(param: string | undefined, canEdit: boolean): ProgramTab | undefined {
  if (param === undefined) return 'snapshot';
  return visibleProgramTabs(canEdit).find((tab) => tab === param);
}

/** The tab's path without the language; the snapshot is the program page itself. */
export function programTabPath(groupUri: string, programUri: string, tab: ProgramTab): string {
  const base = programPath(groupUri, programUri);
  return tab === 'snapshot' ? base : `${base}/${tab}`;
}

/** The tabs whose content a tab shows: 'all' shows every other tab the reader has. */
export function tabsShown(tab: ProgramTab, canEdit: boolean): ProgramTab[] {
  return tab === 'all' ? visibleProgramTabs(canEdit).filter((shown) => shown !== 'all') : [tab];
}

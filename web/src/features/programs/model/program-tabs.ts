import { programPath } from '@/config/paths';
import { programTabs } from '@/config/tabs';

export type ProgramTab = (typeof programTabs)[number];

/**
 * What decides the reader's tabs: the view log ('users', labelled Logs) is for editors; the badges
 * tab shows only for a program with awards, which the page learns after the program itself
 * ('unknown' while the awards load, or when they could not be loaded).
 */
export interface TabAccess {
  canEdit: boolean;
  awards: 'some' | 'none' | 'unknown';
}

/** Whether a program's awards are known to exist, from its awards query. */
export function awardsState(totalCount: number | undefined): TabAccess['awards'] {
  if (totalCount === undefined) return 'unknown';
  return totalCount > 0 ? 'some' : 'none';
}

/** The reader's tabs in the spec's order; a tab with nothing to show is hidden. */
export function visibleProgramTabs(access: TabAccess): ProgramTab[] {
  return programTabs.filter((tab) => (tab !== 'users' || access.canEdit) && (tab !== 'badges' || access.awards === 'some'));
}

/**
 * The tab the URL names (no tab: the snapshot); undefined for a tab the reader does not have, so
 * the page can answer as for any other unknown path. The badges tab is taken at its word until the
 * awards are known: it shows their loading (or their error) meanwhile.
 */
export function programTabFromParam(param: string | undefined, access: TabAccess): ProgramTab | undefined {
  if (param === undefined) return 'snapshot';
  if (param === 'badges' && access.awards === 'unknown') return 'badges';
  return visibleProgramTabs(access).find((tab) => tab === param);
}

/** The tab bar: the reader's tabs, and the badges tab while the URL names it and its awards load. */
export function tabBar(access: TabAccess, selected: ProgramTab): ProgramTab[] {
  return visibleProgramTabs(selected === 'badges' ? { ...access, awards: 'some' } : access);
}

/** The tab's path without the language; the snapshot is the program page itself. */
export function programTabPath(groupUri: string, programUri: string, tab: ProgramTab): string {
  const base = programPath(groupUri, programUri);
  return tab === 'snapshot' ? base : `${base}/${tab}`;
}

/** The tabs whose content a tab shows: 'all' shows every other tab the reader has. */
export function tabsShown(tab: ProgramTab, access: TabAccess): ProgramTab[] {
  return tab === 'all' ? visibleProgramTabs(access).filter((shown) => shown !== 'all') : [tab];
}

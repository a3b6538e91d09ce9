import { paths } from '@/config/paths';
import { blenderTabs } from '@/config/tabs';

export type BlenderTab = (typeof blenderTabs)[number];

export const defaultBlenderTab: BlenderTab = 'allocations';

/** The tabs a blend offers: a saved blend shown read-only has no Optimize (it could not apply a proposal). */
export function blenderTabsOf(readOnly: boolean): BlenderTab[] {
  return blenderTabs.filter((tab) => !readOnly || tab !== 'optimize');
}

export function blenderTabFromParam(param: string | undefined, readOnly = false): BlenderTab {
  return blenderTabsOf(readOnly).find((tab) => tab === param) ?? defaultBlenderTab;
}

/** The tabs whose content a tab shows: 'all' shows every other tab the blend offers. */
export function blenderTabsShown(tab: BlenderTab, readOnly = false): BlenderTab[] {
  return tab === 'all' ? blenderTabsOf(readOnly).filter((shown) => shown !== 'all') : [tab];
}

/** A tab's path without the language, keeping a read-only blend's `?blendId=`. */
export function blenderTabPath(tab: BlenderTab, blendId?: number): string {
  const query = blendId === undefined ? '' : `?blendId=${String(blendId)}`;
  return `${paths.blender}/${tab}${query}`;
}

/** `?blendId=12` opens that saved blend read-only; anything else is the member's current blend. */
export function readOnlyBlendId(search: URLSearchParams): number | undefined {
  const value = search.get('blendId');
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/** Spec (chart widths): the blender's chart width by viewport width. */
export function blenderChartWidth(viewport: number): number {
  if (viewport < 576) return 320;
  if (viewport < 768) return 690;
  if (viewport < 1200) return 530;
  if (viewport < 1400) return 635;
  return 763;
}

/** The screener's link: programs by their correlation with this blend, the least correlated first. */
export function nonCorrelatedPath(blendId: number): string {
  const query = new URLSearchParams({ filterByBlendCorrelationId: String(blendId), sortBy: 'correlation', orderBy: 'ASC' });
  return `${paths.performance}?${query.toString()}`;
}

import type { components } from '@/api/schema';
import type { Lang } from '@/config/languages';

type Schemas = components['schemas'];

/** A choice of the comparison dropdown: a program or an index. */
export type CompareItem = Schemas['CompareItem'];
export type SeriesKind = Schemas['SeriesKind'];

/** GET /compare-series: a series' growth of 1,000. */
export type CompareSeries = Schemas['CompareSeries'];

/** A series on the growth chart: a program or an index. */
export interface SeriesRef {
  kind: SeriesKind;
  id: number;
}

export function sameSeries(a: SeriesRef, b: SeriesRef): boolean {
  return a.kind === b.kind && a.id === b.id;
}

/** `program:12`: a series as one string, for option values and React keys. */
export function seriesKey(series: SeriesRef): string {
  return `${series.kind}:${String(series.id)}`;
}

export function parseSeriesKey(key: string): SeriesRef | undefined {
  const match = /^(program|index):(\d+)$/.exec(key);
  if (!match?.[1] || !match[2]) return undefined;
  return { kind: match[1] === 'program' ? 'program' : 'index', id: Number(match[2]) };
}

export interface CompareChoice {
  item: CompareItem;
  /** Already on the chart: shown, but it cannot be chosen again. */
  charted: boolean;
}

export interface CompareChoices {
  programs: CompareChoice[];
  indexes: CompareChoice[];
}

/** The dropdown: programs, then (after a separator) indexes, each marked when already charted. */
export function compareChoices(items: readonly CompareItem[], charted: readonly SeriesRef[]): CompareChoices {
  const choice = (item: CompareItem): CompareChoice => ({
    item,
    charted: charted.some((series) => sameSeries(series, item)),
  });
  return {
    programs: items.filter((item) => item.kind === 'program').map(choice),
    indexes: items.filter((item) => item.kind === 'index').map(choice),
  };
}

/** The picks with `pick` added at the end, unless it is already charted (the program itself too). */
export function addPick(picks: readonly SeriesRef[], pick: SeriesRef, own: SeriesRef): SeriesRef[] {
  if (sameSeries(pick, own) || picks.some((series) => sameSeries(series, pick))) return [...picks];
  return [...picks, pick];
}

export function removePick(picks: readonly SeriesRef[], pick: SeriesRef): SeriesRef[] {
  return picks.filter((series) => !sameSeries(series, pick));
}

/** An index's Chinese name on the Chinese site; programs keep their own names. */
export function compareTitle(item: { title: string; titleZh?: string | null }, lang: Lang): string {
  return lang === 'zh-hans' && item.titleZh ? item.titleZh : item.title;
}

/**
 * What a growth chart compares its series with: the dropdown's choices (undefined while they
 * load), the series picked in the order picked, and each pick's growth of 1,000 once it has
 * arrived (same order as `picks`).
 */
export interface ChartComparison {
  items: readonly CompareItem[] | undefined;
  itemsError: Error | null;
  picks: readonly SeriesRef[];
  onPicksChange: (picks: SeriesRef[]) => void;
  compared: readonly (CompareSeries | undefined)[];
  comparedError: Error | null;
}

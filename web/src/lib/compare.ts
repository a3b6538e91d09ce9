import type { components } from '@/api/schema';
import type { Lang } from '@/config/languages';

type Schemas = components['schemas'];

/** A series a chart can compare with: a program or an index. */
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

/** `program:12`: a series as one string, for React keys and option ids. */
export function seriesKey(series: SeriesRef): string {
  return `${series.kind}:${String(series.id)}`;
}

/** Letters and digits only, lower-cased: "S&P 500" and "sp500" read alike. */
function folded(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Whether `title` holds the typed `term`, as typed or ignoring case, spaces and punctuation. */
export function titleMatches(title: string, term: string): boolean {
  const wanted = term.trim().toLowerCase();
  if (wanted === '') return false;
  if (title.toLowerCase().includes(wanted)) return true;
  const bare = folded(wanted);
  return bare !== '' && folded(title).includes(bare);
}

/**
 * The comparison typeahead's suggestions for `term`: the programs the server's search found that
 * a chart can show (those among `items`, in the server's order), then the indexes whose English or
 * Chinese name matches; anything already charted is left out. Undefined while the items load.
 */
export function compareMatches(
  term: string,
  programIds: readonly number[],
  items: readonly CompareItem[] | undefined,
  charted: readonly SeriesRef[],
): CompareItem[] | undefined {
  if (!items) return undefined;
  const free = (item: CompareItem) => !charted.some((series) => sameSeries(series, item));
  const programs = new Map(items.filter((item) => item.kind === 'program').map((item) => [item.id, item]));
  const foundPrograms = programIds.flatMap((id) => {
    const item = programs.get(id);
    return item ? [item] : [];
  });
  const foundIndexes = items.filter(
    (item) => item.kind === 'index' && (titleMatches(item.title, term) || titleMatches(item.titleZh ?? '', term)),
  );
  return [...foundPrograms, ...foundIndexes].filter(free);
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
 * What a growth chart compares its series with: the series it may compare with (undefined while
 * they load), the series picked in the order picked, each pick's growth of 1,000 once it has
 * arrived (same order as `picks`), and how to find programs by name.
 */
export interface ChartComparison {
  items: readonly CompareItem[] | undefined;
  itemsError: Error | null;
  picks: readonly SeriesRef[];
  onPicksChange: (picks: SeriesRef[]) => void;
  compared: readonly (CompareSeries | undefined)[];
  comparedError: Error | null;
  /** The server's program search, for the "Compare with" typeahead. */
  searchPrograms: (term: string, signal: AbortSignal) => Promise<readonly Schemas['ProgramMatch'][]>;
}

import type { MonthEntry } from '@/features/programs/api/returns';

/** What a month holds: its return (a fraction), assets and estimated flag. */
export interface MonthValues {
  monthlyReturn: number;
  assets: number | null;
  estimated: boolean;
}

export type ChangeKind = 'added' | 'changed' | 'removed';

/** A month whose values a save changes: `before` is null when added, `after` null when removed. */
export interface MonthChange {
  month: number;
  kind: ChangeKind;
  before: MonthValues | null;
  after: MonthValues | null;
}

export interface ChangeCounts {
  added: number;
  changed: number;
  removed: number;
}

function valuesOf(entry: MonthEntry): MonthValues {
  return { monthlyReturn: entry.monthlyReturn, assets: entry.assets ?? null, estimated: entry.estimated };
}

// Returns are percents with 2 decimals as fractions; a file's 1.23/100 and the stored 0.0123
// differ only by float noise, far below a hundredth of a percent.
const returnTolerance = 1e-9;
const assetsTolerance = 1e-6;

function sameValues(a: MonthValues, b: MonthValues): boolean {
  const sameAssets =
    a.assets === null || b.assets === null ? a.assets === b.assets : Math.abs(a.assets - b.assets) <= assetsTolerance;
  return Math.abs(a.monthlyReturn - b.monthlyReturn) <= returnTolerance && sameAssets && a.estimated === b.estimated;
}

/**
 * The months that change when `next` replaces `stored` entirely (as an upload does): added,
 * changed (with old and new values) and removed, in month order.
 */
export function diffMonths(stored: readonly MonthEntry[], next: readonly MonthEntry[]): MonthChange[] {
  const before = new Map(stored.map((entry) => [entry.month, valuesOf(entry)]));
  const after = new Map(next.map((entry) => [entry.month, valuesOf(entry)]));
  const months = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a - b);
  const changes: MonthChange[] = [];
  for (const month of months) {
    const old = before.get(month) ?? null;
    const now = after.get(month) ?? null;
    if (old && now) {
      if (!sameValues(old, now)) changes.push({ month, kind: 'changed', before: old, after: now });
    } else if (now) {
      changes.push({ month, kind: 'added', before: null, after: now });
    } else if (old) {
      changes.push({ month, kind: 'removed', before: old, after: null });
    }
  }
  return changes;
}

export function countChanges(changes: readonly MonthChange[]): ChangeCounts {
  const counts: ChangeCounts = { added: 0, changed: 0, removed: 0 };
  for (const change of changes) counts[change.kind] += 1;
  return counts;
}

/** A value before and after a save as shown: "old → new", or the one side of an added or removed month. */
export function beforeAfter(before: string | null, after: string | null, missing: string): string {
  if (before === null) return after ?? missing;
  if (after === null) return before;
  return before === after ? after : `${before} → ${after}`;
}

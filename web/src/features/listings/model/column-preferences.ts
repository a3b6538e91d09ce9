import { listingColumnIds, type ListingColumnId } from '@/features/listings/components/listing-columns';

/** Which columns a user shows, in which order; kept per user and per listing in the browser. */
export interface ColumnPreferences {
  order: ListingColumnId[];
  hidden: ListingColumnId[];
}

function isColumnId(value: unknown): value is ListingColumnId {
  return typeof value === 'string' && (listingColumnIds as readonly string[]).includes(value);
}

export function preferencesKey(email: string, listingId: string): string {
  return `atlas.columns.${email.toLowerCase()}.${listingId}`;
}

/**
 * The stored preferences for `available` columns, or the listing's defaults. Columns the stored
 * order does not know (added since) follow in their default place, shown or hidden as by default:
 * a column added hidden does not appear in a table the user arranged; unknown ids are dropped.
 */
export function loadPreferences(
  key: string,
  available: readonly ListingColumnId[],
  defaultHidden: readonly ListingColumnId[],
): ColumnPreferences {
  const defaults = { order: [...available], hidden: [...defaultHidden] };
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return defaults;
  }
  if (typeof stored !== 'object' || stored === null) return defaults;
  const { order, hidden } = stored as { order?: unknown; hidden?: unknown };
  if (!Array.isArray(order) || !Array.isArray(hidden)) return defaults;
  const known = order.filter(isColumnId).filter((id) => available.includes(id));
  const added = available.filter((id) => !known.includes(id));
  return {
    order: [...known, ...added],
    hidden: [
      ...hidden.filter(isColumnId).filter((id) => available.includes(id)),
      ...added.filter((id) => defaultHidden.includes(id)),
    ],
  };
}

export function savePreferences(key: string, preferences: ColumnPreferences): void {
  localStorage.setItem(key, JSON.stringify(preferences));
}

/** `id` moved one place earlier (-1) or later (+1); the first column (the program) stays first. */
export function moveColumn(order: readonly ListingColumnId[], id: ListingColumnId, step: -1 | 1): ListingColumnId[] {
  const from = order.indexOf(id);
  const to = from + step;
  if (from <= 0 || to <= 0 || to >= order.length) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

export function toggleColumn(preferences: ColumnPreferences, id: ListingColumnId): ColumnPreferences {
  if (id === 'program') return preferences;
  const hidden = preferences.hidden.includes(id)
    ? preferences.hidden.filter((other) => other !== id)
    : [...preferences.hidden, id];
  return { ...preferences, hidden };
}

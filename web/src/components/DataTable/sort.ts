/** The API's `orderBy` values. */
export type SortOrder = 'ASC' | 'DESC';

/** A table's sort, as the API's `sortBy` / `orderBy` query parameters. */
export interface SortState {
  by: string;
  order: SortOrder;
}

/**
 * The sort after a click on a column: the active column flips its order; another column becomes
 * active with its first order (ascending unless the column says otherwise, e.g. returns DESC).
 */
export function nextSort(current: SortState | undefined, by: string, firstOrder: SortOrder = 'ASC'): SortState {
  if (current?.by === by) return { by, order: current.order === 'ASC' ? 'DESC' : 'ASC' };
  return { by, order: firstOrder };
}

export type SortValue = string | number | null | undefined;

/**
 * Client-side sort for lists the server sends whole (watchlist, portfolio): numbers by value,
 * text by the reader's collation; missing values always last.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: SortState,
  valueOf: (row: Row, by: string) => SortValue,
  locale?: string,
): Row[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const direction = sort.order === 'ASC' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a, sort.by);
    const y = valueOf(b, sort.by);
    const xMissing = x === null || x === undefined || x === '';
    const yMissing = y === null || y === undefined || y === '';
    if (xMissing || yMissing) return Number(xMissing) - Number(yMissing);
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * direction;
    return collator.compare(String(x), String(y)) * direction;
  });
}

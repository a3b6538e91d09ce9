/**
 * A table's sort and page kept in the URL under the API's names (`sortBy`, `orderBy`,
 * `pageNumber`), so a reload or a shared link shows the same rows. The screener, the CTA Indexes
 * list and the Monthly Rankings read and write them alike.
 */

/** The API's `orderBy` values (a table's `SortOrder`). */
type Order = 'ASC' | 'DESC';

/** A whole number from 1 up; anything else is none. */
export function positiveIntParam(value: string | null): number | undefined {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 1 ? n : undefined;
}

/** `orderBy` in either case; anything but ASC or DESC is none. */
export function orderParam(params: URLSearchParams): Order | undefined {
  const order = params.get('orderBy')?.toUpperCase();
  return order === 'ASC' || order === 'DESC' ? order : undefined;
}

/**
 * The sort of a table whose sort keys are those of `firstOrder` (each with the order its column
 * starts in): an unknown `sortBy` falls back to `defaultBy`, a missing `orderBy` to the column's
 * first order.
 */
export function sortParams<Key extends string>(
  params: URLSearchParams,
  firstOrder: Readonly<Record<Key, Order>>,
  defaultBy: Key,
): { by: Key; order: Order } {
  const asked = params.get('sortBy');
  const by = asked !== null && Object.hasOwn(firstOrder, asked) ? (asked as Key) : defaultBy;
  return { by, order: orderParam(params) ?? firstOrder[by] };
}

/** The URL after a sort change: back to the first page. */
export function withSort(params: URLSearchParams, sort: { by: string; order: Order }): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('sortBy', sort.by);
  next.set('orderBy', sort.order);
  next.delete('pageNumber');
  return next;
}

/** The URL showing a page; the first page is the default and leaves the URL. */
export function withPage(params: URLSearchParams, pageNumber: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (pageNumber <= 1) next.delete('pageNumber');
  else next.set('pageNumber', String(pageNumber));
  return next;
}

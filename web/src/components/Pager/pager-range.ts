/** The rows a page shows, 1-based and inclusive: page 2 of size 25 over 60 rows → 26 – 50. */
export function pageRange(
  pageNumber: number,
  pageSize: number,
  totalCount: number,
): { from: number; to: number; pages: number } {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (totalCount <= 0) return { from: 0, to: 0, pages };
  const page = Math.min(Math.max(1, pageNumber), pages);
  return {
    from: (page - 1) * pageSize + 1,
    to: Math.min(page * pageSize, totalCount),
    pages,
  };
}

/** A typed page number, held within 1 … pages; `undefined` for text that is not a number. */
export function clampPage(text: string, pages: number): number | undefined {
  const value = Number.parseInt(text, 10);
  if (Number.isNaN(value)) return undefined;
  return Math.min(Math.max(1, value), pages);
}

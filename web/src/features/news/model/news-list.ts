/** Posts a page of the news shows. */
export const newsPageSize = 10;

/** The page number of the address's `page`: a whole number from 1, else the first page. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Screens this narrow are phones: the filter panel starts collapsed there (issue 19). */
export const phoneWidthQuery = '(max-width: 640px)';

/**
 * Whether the filter panel starts open: on a desktop or tablet yes, on a phone no, where the
 * panel would push the programs a few screens down. Without `matchMedia` (jsdom), open.
 */
export function filtersStartOpen(view: Partial<Pick<Window, 'matchMedia'>> = window): boolean {
  return !(view.matchMedia?.(phoneWidthQuery).matches ?? false);
}

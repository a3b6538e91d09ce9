/** Which ends of a sideways-scrolling tab list hide tabs. */
export interface OverflowEdges {
  start: boolean;
  end: boolean;
}

/**
 * Browsers report fractional scroll positions on zoomed or high-density screens; a pixel of slack
 * keeps a list scrolled to its end from still showing the "more" hint.
 */
const slack = 1;

/** The hidden ends of a list from its scroll box (left-to-right layout). */
export function overflowEdges(scrollLeft: number, scrollWidth: number, clientWidth: number): OverflowEdges {
  return {
    start: scrollLeft > slack,
    end: scrollLeft + clientWidth < scrollWidth - slack,
  };
}

/**
 * The scroll position that shows a tab spanning [tabStart, tabEnd) in a list `clientWidth` wide,
 * moving as little as possible; `margin` keeps it clear of the faded edge.
 */
export function scrollLeftToReveal(
  tabStart: number,
  tabEnd: number,
  scrollLeft: number,
  clientWidth: number,
  margin: number,
): number {
  if (tabStart - margin < scrollLeft) return Math.max(0, tabStart - margin);
  if (tabEnd + margin > scrollLeft + clientWidth) return tabEnd + margin - clientWidth;
  return scrollLeft;
}

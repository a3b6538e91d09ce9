import type { components } from '@/api/schema';

export type MarketQuote = components['schemas']['MarketQuote'];

export type QuoteSection = 'main' | 'sector' | 'strategy' | 'methodology' | 'assets' | 'other';

const sectionOrder: readonly QuoteSection[] = ['main', 'sector', 'strategy', 'methodology', 'assets', 'other'];

/** The benchmark and the main CTA index lead; the families follow; a kind the page does not know goes last. */
function sectionOf(kind: string): QuoteSection {
  switch (kind) {
    case 'benchmark':
    case 'main':
      return 'main';
    case 'sector':
    case 'strategy':
    case 'methodology':
    case 'assets':
      return kind;
    default:
      return 'other';
  }
}

/**
 * The quotes by section in the page's order, each section in the server's order except that the
 * benchmark (the S&P 500) comes before the main index; empty sections are left out.
 */
export function quoteSections(quotes: readonly MarketQuote[]): { section: QuoteSection; quotes: MarketQuote[] }[] {
  return sectionOrder.flatMap((section) => {
    const members = quotes.filter((quote) => sectionOf(quote.kind) === section);
    if (section === 'main') members.sort((a, b) => Number(b.kind === 'benchmark') - Number(a.kind === 'benchmark'));
    return members.length > 0 ? [{ section, quotes: members }] : [];
  });
}

/** The benchmark has no index page; every CTA index has one. */
export function hasIndexPage(quote: MarketQuote): boolean {
  return quote.kind !== 'benchmark';
}

import { describe, expect, it } from 'vitest';
import { indexRankingsPath } from './paths';

describe('indexRankingsPath', () => {
  it("is the index's rankings page, with no month so the page shows its default one", () => {
    expect(indexRankingsPath('cta-index')).toBe('/indexes/cta-index/rankings');
    expect(indexRankingsPath('a b')).toBe('/indexes/a%20b/rankings');
  });

  it('carries a month as filterByDateEnd', () => {
    expect(indexRankingsPath('cta-index', '2026-08')).toBe('/indexes/cta-index/rankings?filterByDateEnd=2026-08');
  });
});

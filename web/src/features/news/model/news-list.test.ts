import { describe, expect, it } from 'vitest';
import { pageOf } from './news-list';

describe('pageOf', () => {
  it('reads a whole page number from 1 and takes the first page for anything else', () => {
    expect(pageOf('3')).toBe(3);
    expect(pageOf(null)).toBe(1);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('-2')).toBe(1);
    expect(pageOf('1.5')).toBe(1);
    expect(pageOf('x')).toBe(1);
    expect(pageOf('1e300')).toBe(1);
  });
});

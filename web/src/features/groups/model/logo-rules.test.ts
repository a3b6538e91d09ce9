import { describe, expect, it } from 'vitest';
import { logoProblem, maxLogoBytes } from './logo-rules';

describe('logoProblem', () => {
  it('accepts the four raster types up to 1 MiB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(logoProblem({ type, size: maxLogoBytes })).toBeUndefined();
    }
  });

  it('refuses other types and larger files with the server keys', () => {
    expect(logoProblem({ type: 'image/svg+xml', size: 100 })).toBe('invalidImage');
    expect(logoProblem({ type: '', size: 100 })).toBe('invalidImage');
    expect(logoProblem({ type: 'image/png', size: maxLogoBytes + 1 })).toBe('tooLarge');
  });
});

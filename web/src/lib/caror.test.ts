import { describe, expect, it } from 'vitest';
import { shownCaror } from './caror';

describe('shownCaror', () => {
  it('hides the CAROR below 24 monthly returns', () => {
    expect(shownCaror(0.12, 23)).toBeNull();
    expect(shownCaror(0.12, 24)).toBe(0.12);
  });
});

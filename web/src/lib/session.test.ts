import { describe, expect, it } from 'vitest';
import { signedInAdmin, signedInMember } from '@/test/render';
import { anonymousSession, mayEditGroup } from './session';

describe('mayEditGroup', () => {
  it('is for administrators and the company’s own CTA managers only', () => {
    const manager = { ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [3] };
    expect(mayEditGroup(manager, 3)).toBe(true);
    expect(mayEditGroup(manager, 4)).toBe(false);
    expect(mayEditGroup(signedInAdmin, 4)).toBe(true);
    expect(mayEditGroup(signedInMember, 3)).toBe(false);
    expect(mayEditGroup(anonymousSession, 3)).toBe(false);
  });
});

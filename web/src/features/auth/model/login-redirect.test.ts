import { describe, expect, it } from 'vitest';
import { isValidEmail, loginRedirectTarget } from './login-redirect';

describe('loginRedirectTarget', () => {
  it('prefixes same-site paths with the language and keeps prefixed ones', () => {
    expect(loginRedirectTarget('en', '/profile')).toBe('/en/profile');
    expect(loginRedirectTarget('zh-hans', '/admin/users?x=1')).toBe('/zh-hans/admin/users?x=1');
    expect(loginRedirectTarget('en', '/zh-hans/tools/blender')).toBe('/zh-hans/tools/blender');
  });

  it('refuses other sites and falls back to the performance page', () => {
    for (const bad of [null, '', 'https://evil.test/', '//evil.test/x', '/\\evil.test', 'profile']) {
      expect(loginRedirectTarget('en', bad)).toBe('/en/managed-futures/performance');
    }
  });
});

describe('isValidEmail', () => {
  it('accepts addresses and rejects the rest', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('not-an-email')).toBe(false);
  });
});

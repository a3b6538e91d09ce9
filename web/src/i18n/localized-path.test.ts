import { describe, expect, it } from 'vitest';
import { localizePath, splitLangPrefix, switchLangPath } from './localized-path';

describe('language prefixes', () => {
  it('prefix a screen path with the language', () => {
    expect(localizePath('zh-hans', '/tools/blender')).toBe('/zh-hans/tools/blender');
    expect(localizePath('en', 'login')).toBe('/en/login');
  });

  it('split the prefix from the rest of the path', () => {
    expect(splitLangPrefix('/zh-hans/tools/blender')).toEqual({ lang: 'zh-hans', rest: '/tools/blender' });
    expect(splitLangPrefix('/zh-Hans/tools')).toEqual({ lang: 'zh-hans', rest: '/tools' });
    expect(splitLangPrefix('/en')).toEqual({ lang: 'en', rest: '/' });
    expect(splitLangPrefix('/managed-futures/returns')).toEqual({ lang: undefined, rest: '/managed-futures/returns' });
  });

  it('switch language keeping the page', () => {
    expect(switchLangPath('/en/groups/acme/programs/trend/charts', 'zh-hans')).toBe(
      '/zh-hans/groups/acme/programs/trend/charts',
    );
    expect(switchLangPath('/zh-hans/', 'en')).toBe('/en/');
  });
});

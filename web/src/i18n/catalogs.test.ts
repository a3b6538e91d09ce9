import { describe, expect, it } from 'vitest';
import en from './en.json';
import zhHans from './zh-hans.json';
import { catalogs } from '@/test/catalogs';
import { createTranslate, interpolate, placeholdersOf } from './translate';

const english: Record<string, string> = en;
const chinese: Record<string, string> = zhHans;

describe('catalogs', () => {
  it('have the same keys in English and Simplified Chinese', () => {
    expect(Object.keys(chinese).filter((key) => !(key in english))).toEqual([]);
    expect(Object.keys(english).filter((key) => !(key in chinese))).toEqual([]);
  });

  it('have no empty message', () => {
    for (const catalog of [english, chinese]) {
      expect(Object.entries(catalog).filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });

  it('use the same {placeholders} in both languages', () => {
    const mismatched = Object.keys(english).filter(
      (key) => placeholdersOf(english[key] ?? '').join() !== placeholdersOf(chinese[key] ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it("hold the spec's generic messages word for word", () => {
    expect(en['errors.network']).toBe('Network response was not ok');
    expect(en['errors.generic']).toBe('Something went wrong…');
    expect(en['empty.table']).toBe('No data available in table');
    expect(en['confirm.delete']).toBe('Are you sure you want to delete this?');
    expect(en['errors.pageNotFound']).toBe('Page Not Found');
    expect(en['lost.heading']).toBe('Looks Like You Might Be Lost');
    expect(en['validation.PasswordMinLength']).toBe('Password must be at least {min} characters');
  });

  it('translate Chinese for every key that is a real sentence, not a copy of English', () => {
    // Brand, placeholders-only and language names may legitimately read the same.
    const same = Object.keys(english).filter((key) => english[key] === chinese[key]);
    expect(same).toEqual(['app.name', 'app.documentTitle', 'language.en', 'language.zh-hans', 'footer.copyright']);
  });
});

describe('translate', () => {
  it('fills {name} placeholders', () => {
    const t = createTranslate(catalogs.en);
    expect(t('pager.range', { from: 1, to: 25, total: 620 })).toBe('1 – 25 of 620');
    expect(createTranslate(catalogs['zh-hans'])('toast.alreadyInWatchlist', { program: 'Alpha' })).toBe(
      'Alpha 已在您的关注列表中 :)',
    );
  });

  it('leaves an unknown placeholder visible', () => {
    expect(interpolate('Hello {name}', {})).toBe('Hello {name}');
    expect(interpolate('No params {here}')).toBe('No params {here}');
  });
});

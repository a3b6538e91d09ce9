import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { catalogs } from '@/test/catalogs';
import { errorMessageKey, fieldErrorMessage } from './error-messages';
import { createTranslate } from './translate';

describe('error messages', () => {
  it('translate a server error code through errors.<code>', () => {
    expect(errorMessageKey(new ApiError({ code: 'not_found', message: 'not found', status: 404 }))).toBe(
      'errors.not_found',
    );
  });

  it("fall back to 'Network response was not ok'", () => {
    expect(errorMessageKey(new ApiError({ code: 'teapot', message: '', status: 418 }))).toBe('errors.network');
    expect(errorMessageKey(new TypeError('Failed to fetch'))).toBe('errors.network');
  });

  it('word a full member list in English and Chinese', () => {
    const error = new ApiError({ code: 'limit_reached', message: 'at most 100 saved searches', status: 409 });
    expect(createTranslate(catalogs.en)(errorMessageKey(error))).toBe(
      'This list is full. Remove an entry before adding another.',
    );
    expect(createTranslate(catalogs['zh-hans'])(errorMessageKey(error))).toBe('此列表已满。请先删除一项再添加。');
  });

  it("translate the server's field message keys", () => {
    const t = createTranslate(catalogs.en);
    expect(fieldErrorMessage(t, 'invalidEmail')).toBe('Please enter a valid email address');
    expect(fieldErrorMessage(t, 'PasswordMinLength', { min: 6 })).toBe('Password must be at least 6 characters');
    expect(fieldErrorMessage(t, 'somethingNew')).toBe('Please check this value.');
  });
});

import { describe, expect, it } from 'vitest';
import { checkLink, emptyDraft, formatPostDate, inputOf, postTarget, relatedPostsPath, validatePost, type PostDraft } from './post';

const draft = (change: Partial<PostDraft>): PostDraft => ({ ...emptyDraft('en'), title: 'Title', body: 'Body', ...change });

describe('validatePost', () => {
  it('accepts a post with a title and a body or a link', () => {
    expect(validatePost(draft({}))).toEqual({});
    expect(validatePost(draft({ body: '', link: 'https://example.com/a' }))).toEqual({});
  });

  it('names each problem with the server’s key', () => {
    expect(validatePost(draft({ title: '  ' }))).toEqual({ title: 'required' });
    expect(validatePost(draft({ title: 'x'.repeat(201) }))).toEqual({ title: 'tooLong' });
    expect(validatePost(draft({ summary: 'x'.repeat(501) }))).toEqual({ summary: 'tooLong' });
    expect(validatePost(draft({ body: 'x'.repeat(20_001) }))).toEqual({ body: 'tooLong' });
    expect(validatePost(draft({ body: ' ' }))).toEqual({ body: 'linkOrBodyRequired' });
    const companies = Array.from({ length: 11 }, (_, n) => ({ groupId: n, groupName: `C${String(n)}` }));
    expect(validatePost(draft({ groupIds: companies }))).toEqual({ groupIds: 'tooManyCompanies' });
  });
});

describe('checkLink', () => {
  it('takes absolute http(s) addresses only', () => {
    expect(checkLink('')).toBeUndefined();
    expect(checkLink('https://example.com/x?y=1')).toBeUndefined();
    expect(checkLink('javascript:alert(1)')).toBe('invalidLink');
    expect(checkLink('mailto:a@example.com')).toBe('invalidLink');
    expect(checkLink('example.com')).toBe('invalidLink');
    expect(checkLink(`https://example.com/${'a'.repeat(2_000)}`)).toBe('tooLong');
  });
});

describe('inputOf', () => {
  it('sends trimmed texts and the companies’ ids', () => {
    const input = inputOf(draft({ title: ' T ', link: ' https://a.test ', groupIds: [{ groupId: 7, groupName: 'Acme' }] }));
    expect(input).toEqual({ language: 'en', title: 'T', summary: '', link: 'https://a.test', body: 'Body', groupIds: [7] });
  });
});

describe('postTarget', () => {
  it('sends a post without a body to its link, any other to its page', () => {
    expect(postTarget({ postId: 3, hasBody: false, link: 'https://a.test' })).toEqual({ external: 'https://a.test' });
    expect(postTarget({ postId: 3, hasBody: true, link: 'https://a.test' })).toEqual({ path: '/news/3' });
  });

  it('lists a company’s related articles by its address', () => {
    expect(relatedPostsPath('acme & co')).toBe('/news?company=acme+%26+co');
  });
});

describe('formatPostDate', () => {
  it('writes the day in the reader’s language', () => {
    expect(formatPostDate('2026-11-20T09:15:00Z', 'en')).toBe('Nov 20, 2026');
    expect(formatPostDate('2026-11-20T09:15:00Z', 'zh-hans')).toBe('2026年11月20日');
    expect(formatPostDate('soon', 'en')).toBe('soon');
  });
});

import type { Lang } from '@/config/languages';
import { paths } from '@/config/paths';
import type { ValidationKey } from '@/lib/validation';
import { checkOptional, checkRequired, collectErrors, type FieldErrors } from '@/lib/validation';
import type { PostDetail, PostInput, PostSummary } from '../api/posts';

/** The server's bounds (`server/src/posts/rules.rs`). */
export const postBounds = {
  title: 200,
  summary: 500,
  link: 2_000,
  body: 20_000,
  companies: 10,
} as const;

/** How many posts the dashboard's Next Steps block shows (spec: up to four). */
export const recentPostCount = 4;
/**
 * How many related articles a company page shows; its link to all of them appears only when there
 * are more (spec: "at least 4 posts, 3 fetched").
 */
export const relatedPostCount = 3;

/** A company a post is about, as the editor holds it. */
export interface PostCompanyChoice {
  groupId: number;
  groupName: string;
}

/** The editor's draft; sent as `PostInput` only once its checks pass. */
export interface PostDraft {
  language: Lang;
  title: string;
  summary: string;
  link: string;
  body: string;
  groupIds: PostCompanyChoice[];
}

export function emptyDraft(language: Lang): PostDraft {
  return { language, title: '', summary: '', link: '', body: '', groupIds: [] };
}

export function draftOf(post: PostDetail): PostDraft {
  return {
    language: post.language,
    title: post.title,
    summary: post.summary,
    link: post.link,
    body: post.body,
    groupIds: post.companies.map(({ groupId, groupName }) => ({ groupId, groupName })),
  };
}

export function inputOf(draft: PostDraft): PostInput {
  return {
    language: draft.language,
    title: draft.title.trim(),
    summary: draft.summary.trim(),
    link: draft.link.trim(),
    body: draft.body,
    groupIds: draft.groupIds.map((company) => company.groupId),
  };
}

/** An optional link: empty, or an absolute http(s) address with a host, as the server reads it. */
export function checkLink(value: string): ValidationKey | undefined {
  const link = value.trim();
  if (link === '') return undefined;
  if (Array.from(link).length > postBounds.link) return 'tooLong';
  if (!URL.canParse(link)) return 'invalidLink';
  const url = new URL(link);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? undefined : 'invalidLink';
}

/** The same checks as the server's, with the same message keys. */
export function validatePost(draft: PostDraft): FieldErrors {
  const neither = draft.link.trim() === '' && draft.body.trim() === '';
  return collectErrors({
    title: checkRequired(draft.title, postBounds.title),
    summary: checkOptional(draft.summary, postBounds.summary),
    link: checkLink(draft.link),
    body: checkOptional(draft.body, postBounds.body) ?? (neither ? 'linkOrBodyRequired' : undefined),
    groupIds: draft.groupIds.length > postBounds.companies ? 'tooManyCompanies' : undefined,
  });
}

/** Where a post's title leads: its own page, or its link when it has no body. */
export function postTarget(post: Pick<PostSummary, 'postId' | 'hasBody' | 'link'>): { external: string } | { path: string } {
  if (!post.hasBody && post.link !== '') return { external: post.link };
  return { path: postPath(post.postId) };
}

export function postPath(postId: number): string {
  return `${paths.news}/${String(postId)}`;
}

/** The company's related articles: the news list filtered to it. */
export function relatedPostsPath(groupUri: string): string {
  return `${paths.news}?${new URLSearchParams({ company: groupUri }).toString()}`;
}

/** A post's date (RFC 3339) as a day in the reader's language; anything else as given. */
export function formatPostDate(at: string, lang: Lang): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return new Intl.DateTimeFormat(lang === 'zh-hans' ? 'zh-Hans-CN' : 'en-US', { dateStyle: 'medium' }).format(date);
}

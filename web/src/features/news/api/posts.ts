import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { queryStaleTimeMs } from '@/config/query';
import type { Lang } from '@/config/languages';
import { api, unwrap } from '@/lib/api';

type Schemas = components['schemas'];

/** A post in a list: everything but its body. */
export type PostSummary = Schemas['PostSummary'];
/** One post with its Markdown body and the server's safe HTML of it. */
export type PostDetail = Schemas['PostDetail'];
export type PostPage = Schemas['PostPage'];
/** What an administrator writes. */
export type PostInput = Schemas['PostInput'];

/** Every cached view of the posts: a write makes them all stale. */
export const postsKey = ['posts'] as const;

export interface PostListRequest {
  /** Only the posts for readers of this language; all when left out (the administrators' list). */
  language?: Lang;
  /** Only the posts about this company. */
  groupUri?: string;
  pageSize: number;
  pageNumber: number;
}

export function postListQuery(request: PostListRequest) {
  return queryOptions({
    queryKey: [...postsKey, 'list', request],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/posts', { params: { query: request }, signal })),
    staleTime: queryStaleTimeMs,
  });
}

export function postQuery(postId: number) {
  return queryOptions({
    queryKey: [...postsKey, 'one', postId],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/posts/{postId}', { params: { path: { postId } }, signal })),
    staleTime: queryStaleTimeMs,
  });
}

export function createPost(input: PostInput): Promise<Schemas['CreatedPost']> {
  return unwrap(api.POST('/api/v1/admin/posts', { body: input }));
}

export async function updatePost(postId: number, input: PostInput): Promise<void> {
  await unwrap(api.PUT('/api/v1/admin/posts/{postId}', { params: { path: { postId } }, body: input }));
}

export async function deletePost(postId: number): Promise<void> {
  await unwrap(api.DELETE('/api/v1/admin/posts/{postId}', { params: { path: { postId } } }));
}

/** Companies whose name contains `search` (3 characters at least), for the editor's picker. */
export function companyChoicesQuery(search: string) {
  return queryOptions({
    queryKey: ['admin', 'groups', 'post-choices', search],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/groups', { params: { query: { search, pageSize: 10, sortBy: 'groupName', orderBy: 'ASC' } }, signal })),
    staleTime: queryStaleTimeMs,
  });
}

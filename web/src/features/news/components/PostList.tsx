import { LangLink } from '@/components/LangLink/LangLink';
import { groupPath } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import type { PostSummary } from '../api/posts';
import { formatPostDate, postTarget } from '../model/post';
import './news.css';

/** A post's title, leading to its page, or to its link (in a new tab) when it has no body. */
export function PostTitleLink({ post }: { post: PostSummary }) {
  const t = useT();
  const target = postTarget(post);
  if ('path' in target) return <LangLink to={target.path}>{post.title}</LangLink>;
  return (
    <a href={target.external} target="_blank" rel="noopener noreferrer">
      {post.title}
      <span className="visually-hidden"> {t('news.opensElsewhere')}</span>
    </a>
  );
}

/** The companies a post is about, each linking to its page. */
export function PostCompanies({ post }: { post: PostSummary }) {
  const t = useT();
  if (post.companies.length === 0) return null;
  return (
    <p className="post-list__companies">
      {t('news.about')}{' '}
      {post.companies.map((company, index) => (
        <span key={company.groupId}>
          {index > 0 && ', '}
          <LangLink to={groupPath(company.groupUri)}>{company.groupName}</LangLink>
        </span>
      ))}
    </p>
  );
}

interface PostListProps {
  posts: readonly PostSummary[];
  /** Whether each post shows the companies it is about (not on a company's own page). */
  showCompanies?: boolean;
}

/** Posts, newest first: title, date, summary. */
export function PostList({ posts, showCompanies = true }: PostListProps) {
  const lang = useLang();
  return (
    <ul className="post-list">
      {posts.map((post) => (
        <li key={post.postId} className="post-list__item" lang={post.language === 'zh-hans' ? 'zh-Hans' : 'en'}>
          <h3 className="post-list__title">
            <PostTitleLink post={post} />
          </h3>
          <p className="post-list__date">
            <time dateTime={post.postDate}>{formatPostDate(post.postDate, lang)}</time>
          </p>
          {post.summary !== '' && <p className="post-list__summary">{post.summary}</p>}
          {showCompanies && <PostCompanies post={post} />}
        </li>
      ))}
    </ul>
  );
}

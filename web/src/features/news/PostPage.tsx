import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { Spinner } from '@/components/Spinner/Spinner';
import { paths } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import { useParams } from '@/lib/router/Router';
import { postQuery } from './api/posts';
import { PostCompanies } from './components/PostList';
import { formatPostDate } from './model/post';
import './components/news.css';

/** A news post's page: /news/{postId}. */
export function PostPage() {
  const t = useT();
  const lang = useLang();
  const { postId = '' } = useParams();
  const id = Number(postId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data: post, error, isPending } = useQuery({ ...postQuery(id), enabled: valid });

  if (!valid || (error instanceof ApiError && error.status === 404)) return <LostPage />;
  if (error) {
    return (
      <Page title={t('screens.newsPost')}>
        <ErrorAlert error={error} />
      </Page>
    );
  }
  if (isPending) {
    return (
      <Page title={t('screens.newsPost')}>
        <Spinner />
      </Page>
    );
  }
  return (
    <Page title={post.title} description={post.summary === '' ? undefined : post.summary}>
      <article lang={post.language === 'zh-hans' ? 'zh-Hans' : 'en'}>
        <p className="post-page__meta">
          <time dateTime={post.postDate}>{formatPostDate(post.postDate, lang)}</time>
        </p>
        <PostCompanies post={post} />
        {post.summary !== '' && (
          <p>
            <strong>{post.summary}</strong>
          </p>
        )}
        {/* The server's HTML of the author's Markdown: raw HTML in it arrives escaped as text,
            and only http(s) and mailto links survive (server/src/posts/markdown.rs). */}
        <div className="post-body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
        {post.link !== '' && (
          <p>
            <a href={post.link} target="_blank" rel="noopener noreferrer">
              {t('news.readAtSource')}
            </a>
          </p>
        )}
      </article>
      <p>
        <LangLink to={paths.news}>{t('news.allNews')}</LangLink>
      </p>
    </Page>
  );
}

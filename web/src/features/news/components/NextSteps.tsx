import { useQuery } from '@tanstack/react-query';
import { LangLink } from '@/components/LangLink/LangLink';
import { Section } from '@/components/Section/Section';
import { paths } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { postListQuery } from '../api/posts';
import { recentPostCount } from '../model/post';
import { PostList } from './PostList';
import './news.css';

/**
 * The dashboard's Next Steps block: the free customized alternative-investment plan (asked for
 * through the contact page) and up to four recent posts in the reader's language, with a link to
 * all the news. The posts' part is left out while they load, fail or there are none.
 */
export function NextSteps() {
  const t = useT();
  const lang = useLang();
  const { data } = useQuery(postListQuery({ language: lang, pageSize: recentPostCount, pageNumber: 1 }));
  const posts = data?.items ?? [];
  return (
    <Section title={t('news.nextSteps')} className="next-steps">
      <p>
        <LangLink to={paths.contactUs}>{t('news.freePlan')}</LangLink>
      </p>
      {posts.length > 0 && (
        <>
          <h3 className="next-steps__posts-title">{t('news.recentPosts')}</h3>
          <PostList posts={posts} />
          <p>
            <LangLink to={paths.news}>{t('news.allNews')}</LangLink>
          </p>
        </>
      )}
    </Section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { LangLink } from '@/components/LangLink/LangLink';
import { Section } from '@/components/Section/Section';
import { useLang, useT } from '@/i18n/i18n-context';
import { postListQuery } from '../api/posts';
import { relatedPostCount, relatedPostsPath } from '../model/post';
import { PostList } from './PostList';

/**
 * A company page's related articles: the newest three posts about it in the reader's language,
 * and the link to all of them only when there are more (spec: at least four, three shown).
 * Nothing at all while they load, fail or there are none.
 */
export function RelatedPosts({ groupUri }: { groupUri: string }) {
  const t = useT();
  const lang = useLang();
  const { data } = useQuery(postListQuery({ language: lang, groupUri, pageSize: relatedPostCount, pageNumber: 1 }));
  if (data === undefined || data.items.length === 0) return null;
  return (
    <Section title={t('news.relatedArticles')}>
      <PostList posts={data.items} showCompanies={false} />
      {data.totalCount > data.items.length && (
        <p>
          <LangLink to={relatedPostsPath(groupUri)}>{t('news.allRelated', { count: data.totalCount })}</LangLink>
        </p>
      )}
    </Section>
  );
}

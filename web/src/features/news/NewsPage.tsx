import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { Pager } from '@/components/Pager/Pager';
import { Spinner } from '@/components/Spinner/Spinner';
import { groupPath, paths } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { useSearchParams } from '@/lib/router/Router';
import { postListQuery } from './api/posts';
import { PostList } from './components/PostList';
import { newsPageSize, pageOf } from './model/news-list';

/**
 * The news in the reader's language, newest first, ten a page: /news, or /news?company={groupUri}
 * for the posts about one company (its page's related-articles link). The page number is in the
 * address (`page`), so a page can be linked and the back button steps through them.
 */
export function NewsPage() {
  const t = useT();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const company = params.get('company') ?? undefined;
  const pageNumber = pageOf(params.get('page'));
  const { data, error, isPending } = useQuery({
    ...postListQuery({ language: lang, groupUri: company, pageSize: newsPageSize, pageNumber }),
    placeholderData: keepPreviousData,
  });
  const companyName = data?.items[0]?.companies.find((item) => item.groupUri === company)?.groupName;

  return (
    <Page title={t('screens.news')}>
      {company !== undefined && (
        <p>
          {companyName === undefined ? t('news.aboutOneCompany') : t('news.aboutCompany', { company: companyName })}{' '}
          {companyName !== undefined && <LangLink to={groupPath(company)}>{t('news.companyPage')}</LangLink>}{' '}
          <LangLink to={paths.news}>{t('news.allNews')}</LangLink>
        </p>
      )}
      {error ? (
        <ErrorAlert error={error} />
      ) : isPending ? (
        <Spinner />
      ) : data.items.length === 0 ? (
        <p>{t('news.none')}</p>
      ) : (
        <>
          <PostList posts={data.items} showCompanies={company === undefined} />
          {data.totalCount > newsPageSize && (
            <Pager
              pageNumber={pageNumber}
              pageSize={newsPageSize}
              totalCount={data.totalCount}
              onPageChange={(page) => {
                const next = new URLSearchParams(params);
                next.set('page', String(page));
                setParams(next);
              }}
            />
          )}
        </>
      )}
    </Page>
  );
}

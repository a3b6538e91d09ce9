import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { buttonClassName } from '@/components/Button/button-class';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import { Pager } from '@/components/Pager/Pager';
import { useToast } from '@/components/Toast/toast-context';
import { paths } from '@/config/paths';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { useParams } from '@/lib/router/Router';
import { deletePost, postListQuery, postsKey, type PostSummary } from '../api/posts';
import { formatPostDate } from '../model/post';
import { PostEditor } from './PostEditor';
import { PostTitleLink } from './PostList';

const adminPageSize = 25;

/** The administrators' News tab: /admin/news (every post), /admin/news/new, /admin/news/{postId}. */
export function NewsAdminTab() {
  const { id } = useParams();
  if (id === undefined) return <PostsTable />;
  return <PostEditor key={id} postId={id === 'new' ? undefined : Number(id)} />;
}

function PostsTable() {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pageNumber, setPageNumber] = useState(1);
  const [removing, setRemoving] = useState<PostSummary | null>(null);
  const [working, setWorking] = useState(false);
  const { data, error, isPending } = useQuery({
    ...postListQuery({ pageSize: adminPageSize, pageNumber }),
    placeholderData: keepPreviousData,
  });

  const remove = async (post: PostSummary) => {
    setWorking(true);
    try {
      await deletePost(post.postId);
      toast.show(t('news.deleted'));
      await queryClient.invalidateQueries({ queryKey: postsKey });
    } catch (caught) {
      toast.show(t(errorMessageKey(caught)), { variant: 'danger' });
    } finally {
      setWorking(false);
      setRemoving(null);
    }
  };

  const columns: Column<PostSummary>[] = [
    { id: 'title', header: t('news.columnTitle'), rowHeader: true, cell: (post) => <PostTitleLink post={post} /> },
    { id: 'language', header: t('news.columnLanguage'), cell: (post) => t(post.language === 'zh-hans' ? 'news.languageZh' : 'news.languageEn') },
    { id: 'date', header: t('news.columnDate'), cell: (post) => formatPostDate(post.postDate, lang) },
    {
      id: 'companies',
      header: t('news.columnCompanies'),
      cell: (post) => post.companies.map((company) => company.groupName).join(', '),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('news.columnActions')}</span>,
      cell: (post) => (
        <span className="news-admin__actions">
          <LangLink to={`${paths.admin}/news/${String(post.postId)}`} aria-label={t('news.editPost', { title: post.title })}>
            {t('news.edit')}
          </LangLink>
          <Button size="sm" variant="danger" aria-label={t('news.deletePost', { title: post.title })} onClick={() => { setRemoving(post); }}>
            {t('news.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="news-admin">
      <p>
        <LangLink to={`${paths.admin}/news/new`} className={buttonClassName('primary', 'sm')}>
          {t('news.write')}
        </LangLink>
      </p>
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <>
          <DataTable
            caption={t('news.tableCaption')}
            columns={columns}
            rows={data?.items ?? []}
            rowKey={(post) => post.postId}
            loading={isPending}
            emptyText={t('news.none')}
          />
          {data !== undefined && data.totalCount > adminPageSize && (
            <Pager pageNumber={pageNumber} pageSize={adminPageSize} totalCount={data.totalCount} onPageChange={setPageNumber} />
          )}
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        message={removing === null ? undefined : t('news.confirmDelete', { title: removing.title })}
        working={working}
        onCancel={() => { setRemoving(null); }}
        onConfirm={() => {
          if (removing !== null) void remove(removing);
        }}
      />
    </div>
  );
}

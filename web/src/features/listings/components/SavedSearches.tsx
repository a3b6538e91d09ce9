import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import { useToast } from '@/components/Toast/toast-context';
import { paths } from '@/config/paths';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { blendChoicesQuery } from '@/features/listings/api/blend-choices';
import { useReferenceData } from '@/lib/reference-data';
import type { SignedInSession } from '@/lib/session';
import { deleteSavedSearch, savedSearchesQuery, type SavedSearch } from '@/features/listings/api/saved-searches';
import { savedSearchLines, savedSearchPath } from '@/features/listings/model/saved-search-text';
import '@/styles/member-list.css';
import './SavedSearches.css';


/**
 * The member's saved searches (dashboard tab): each one's filters in the screener's words, a
 * link that runs it again, and deletion after confirmation.
 */
export function SavedSearches({ session }: { session: SignedInSession }) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data, error, isPending, isFetching } = useQuery(savedSearchesQuery(session.email));
  const { data: reference } = useReferenceData();
  const usesBlend = (data ?? []).some((search) => 'filterByBlendCorrelationId' in search.filters);
  // The screener's own query of the member's blends (FiltersPanel), shared through its key.
  const { data: blends } = useQuery({ ...blendChoicesQuery, enabled: usesBlend });
  const blendNames = new Map((blends ?? []).map((blend) => [String(blend.blendId), blend.blendName]));
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [working, setWorking] = useState(false);

  const remove = async () => {
    if (!deleting) return;
    setWorking(true);
    try {
      await deleteSavedSearch(deleting.savedSearchId);
      await queryClient.invalidateQueries({ queryKey: savedSearchesQuery(session.email).queryKey });
      toast.show(t('members.searchDeleted'));
      setDeleting(null);
    } catch (failure) {
      toast.show(t(errorMessageKey(failure)), { variant: 'danger' });
    } finally {
      setWorking(false);
    }
  };

  if (error) return <ErrorAlert error={error} />;
  if (!isPending && data.length === 0) {
    return (
      <p className="saved-searches__empty">
        {t('empty.savedSearches')} <LangLink to={paths.performance}>{t('members.startSearching')}</LangLink>
      </p>
    );
  }

  const columns: Column<SavedSearch>[] = [
    {
      id: 'filters',
      header: t('members.filters'),
      cell: (search) => (
        <ul className="saved-searches__filters">
          {savedSearchLines(search.filters, { t, lang, reference, blendNames }).map((line) => (
            <li key={line.key}>
              <span className="saved-searches__label">{line.label}:</span> {line.value}
            </li>
          ))}
        </ul>
      ),
    },
    { id: 'dateCreated', header: t('members.dateSaved'), cell: (search) => search.dateCreated.slice(0, 10) },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('members.actions')}</span>,
      cell: (search) => (
        <div className="member-list__actions">
          <LangLink to={savedSearchPath(search.filters)}>{t('members.runSearch')}</LangLink>
          <Button
            size="sm"
            variant="danger"
            onClick={() => {
              setDeleting(search);
            }}
          >
            {t('members.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div>
      <DataTable
        columns={columns}
        rows={data ?? []}
        rowKey={(search) => search.savedSearchId}
        caption={t('members.savedSearches')}
        emptyText={t('common.loading')}
        loading={isFetching}
        maxHeight="none"
      />
      <ConfirmDialog
        open={deleting !== null}
        working={working}
        onConfirm={() => void remove()}
        onCancel={() => {
          setDeleting(null);
        }}
      />
    </div>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { sortRows, type SortState, type SortValue } from '@/components/DataTable/sort';
import { memberKey } from '@/lib/member-lists';
import { ProgramCell } from '@/components/ProgramCell/ProgramCell';
import { useAddPrograms } from '@/features/member-lists/hooks/use-add-programs';
import { ProgramSearch } from '@/components/ProgramSearch/ProgramSearch';
import { searchPrograms } from '@/lib/program-search-api';
import { useToast } from '@/components/Toast/toast-context';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { cx } from '@/lib/class-names';
import { Money } from '@/components/Money/Money';
import { formatPercent } from '@/lib/format';
import type { SignedInSession } from '@/lib/session';
import { removeFromWatchlist, setWatchlistAlert, watchlistQuery, type WatchlistItem } from '@/features/member-lists/api/watchlist';
import '@/styles/member-list.css';

/** Spec: the watchlist opens sorted by company name, A to Z. */
export const watchlistDefaultSort: SortState = { by: 'groupName', order: 'ASC' };

export function watchlistSortValue(item: WatchlistItem, by: string): SortValue {
  switch (by) {
    case 'groupName':
      return `${item.groupName}\u0000${item.programName}`;
    case 'alert':
      return item.alert ? 1 : 0;
    case 'monthReturn':
    case 'ytdReturn':
    case 'compoundReturn':
    case 'maxDrawDown':
      return item[by];
    // In US dollars, as the listing sorts: amounts in different currencies compare like with like.
    case 'assets':
      return item.assetsUsd;
    case 'investmentMin':
      return item.investmentMinUsd;
    case 'dateInception':
      return item.dateInception;
    default:
      return null;
  }
}

function percentCell(value: number | null | undefined) {
  return <span className={cx(typeof value === 'number' && value < 0 && 'member-list__negative')}>{formatPercent(value)}</span>;
}

/**
 * The member's watchlist (its screen and the dashboard tab): a typeahead to add programs, the
 * programs with their figures, an email alert per program and removal after confirmation.
 */
export function Watchlist({ session }: { session: SignedInSession }) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data, error, isPending, isFetching } = useQuery(watchlistQuery(session.email));
  const addPrograms = useAddPrograms('watchlist');
  const [sort, setSort] = useState<SortState>(watchlistDefaultSort);
  const [removing, setRemoving] = useState<WatchlistItem | null>(null);
  const [working, setWorking] = useState(false);
  const [alertBusy, setAlertBusy] = useState<ReadonlySet<number>>(new Set());
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberKey(session.email, 'watchlist') });

  const toggleAlert = async (item: WatchlistItem, alert: boolean) => {
    setAlertBusy((busy) => new Set(busy).add(item.watchlistId));
    try {
      await setWatchlistAlert(item.watchlistId, alert);
      await refresh();
      toast.show(t(alert ? 'toast.alertAdded' : 'members.alertRemoved'));
    } catch (error) {
      toast.show(t(errorMessageKey(error)), { variant: 'danger' });
    } finally {
      setAlertBusy((busy) => {
        const next = new Set(busy);
        next.delete(item.watchlistId);
        return next;
      });
    }
  };

  const remove = async () => {
    if (!removing) return;
    setWorking(true);
    try {
      await removeFromWatchlist(removing.watchlistId);
      await refresh();
      toast.show(t('members.removedFromWatchlist', { program: removing.programName }));
      setRemoving(null);
    } catch (error) {
      toast.show(t(errorMessageKey(error)), { variant: 'danger' });
    } finally {
      setWorking(false);
    }
  };

  const columns: Column<WatchlistItem>[] = [
    {
      id: 'alert',
      header: t('members.emailAlert'),
      sortKey: 'alert',
      firstOrder: 'DESC',
      align: 'center',
      cell: (item) => (
        <input
          type="checkbox"
          aria-label={t('members.alertFor', { program: item.programName })}
          checked={item.alert}
          disabled={alertBusy.has(item.watchlistId)}
          onChange={(event) => void toggleAlert(item, event.target.checked)}
        />
      ),
    },
    { id: 'program', header: t('listing.program'), sortKey: 'groupName', rowHeader: true, cell: (item) => <ProgramCell row={item} /> },
    { id: 'monthReturn', header: t('members.lastMonth'), sortKey: 'monthReturn', firstOrder: 'DESC', align: 'end', cell: (item) => percentCell(item.monthReturn) },
    { id: 'ytdReturn', header: t('listing.ytd'), sortKey: 'ytdReturn', firstOrder: 'DESC', align: 'end', cell: (item) => percentCell(item.ytdReturn) },
    {
      id: 'compoundReturn',
      header: t('listing.caror'),
      sortKey: 'compoundReturn',
      firstOrder: 'DESC',
      align: 'end',
      cell: (item) => percentCell(item.compoundReturn),
    },
    { id: 'maxDrawDown', header: t('listing.maxDrawdown'), sortKey: 'maxDrawDown', firstOrder: 'DESC', align: 'end', cell: (item) => percentCell(item.maxDrawDown) },
    { id: 'assets', header: t('listing.aum'), sortKey: 'assets', firstOrder: 'DESC', align: 'end', cell: (item) => <Money amount={item.assets} currency={item.currency} usd={item.assetsUsd} /> },
    {
      id: 'investmentMin',
      header: t('listing.minInvestment'),
      sortKey: 'investmentMin',
      firstOrder: 'DESC',
      align: 'end',
      cell: (item) => <Money amount={item.investmentMin} currency={item.currency} usd={item.investmentMinUsd} />,
    },
    { id: 'dateInception', header: t('listing.inception'), sortKey: 'dateInception', cell: (item) => item.dateInception ?? '' },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('members.actions')}</span>,
      align: 'end',
      cell: (item) => (
        <Button
          size="sm"
          variant="danger"
          aria-label={t('members.removeProgram', { program: item.programName })}
          onClick={() => {
            setRemoving(item);
          }}
        >
          {t('members.remove')}
        </Button>
      ),
    },
  ];

  const items = data ?? [];
  return (
    <div>
      <ProgramSearch
        search={searchPrograms}
        className="member-list__add"
        label={t('members.addToWatchlist')}
        onSelect={(program) => void addPrograms([program])}
      />
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <DataTable
          columns={columns}
          rows={sortRows(items, sort, watchlistSortValue, lang)}
          rowKey={(item) => item.watchlistId}
          caption={t('screens.watchlist')}
          sort={sort}
          onSortChange={setSort}
          emptyText={isPending ? t('common.loading') : t('empty.watchlist')}
          loading={isFetching}
          maxHeight="none"
        />
      )}
      <p className="member-list__disclaimer">{t('members.performanceDisclaimer')}</p>
      <ConfirmDialog
        open={removing !== null}
        working={working}
        onConfirm={() => void remove()}
        onCancel={() => {
          setRemoving(null);
        }}
      />
    </div>
  );
}

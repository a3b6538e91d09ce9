import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { ProgramCell } from '@/components/ProgramCell/ProgramCell';
import { Spinner } from '@/components/Spinner/Spinner';
import { useT } from '@/i18n/i18n-context';
import { Money } from '@/components/Money/Money';
import { userWatchlistQuery, type WatchlistItem } from '@/features/admin/api/users';
import { SignedPercent } from './SignedPercent';

/**
 * The user's watchlist as they see it, read only: the member's columns (the email alert as On or
 * Off) in the server's order (by company, then program: the member's own first sort), each
 * program linked to its page.
 */
export function UserWatchlistTab({ userId }: { userId: number }) {
  const t = useT();
  const { data, error, isPending } = useQuery(userWatchlistQuery(userId));

  if (isPending) return <Spinner />;
  if (error) return <ErrorAlert error={error} />;

  const columns: Column<WatchlistItem>[] = [
    { id: 'program', header: t('listing.program'), rowHeader: true, cell: (item) => <ProgramCell row={item} /> },
    {
      id: 'alert',
      header: t('members.emailAlert'),
     
     
      align: 'center',
      cell: (item) => t(item.alert ? 'admin.alertOn' : 'admin.alertOff'),
    },
    { id: 'monthReturn', header: t('members.lastMonth'), align: 'end', cell: (item) => <SignedPercent value={item.monthReturn} /> },
    { id: 'ytdReturn', header: t('listing.ytd'), align: 'end', cell: (item) => <SignedPercent value={item.ytdReturn} /> },
    {
      id: 'compoundReturn',
      header: t('listing.caror'),
     
     
      align: 'end',
      cell: (item) => <SignedPercent value={item.compoundReturn} />,
    },
    { id: 'maxDrawDown', header: t('listing.maxDrawdown'), align: 'end', cell: (item) => <SignedPercent value={item.maxDrawDown} /> },
    { id: 'assets', header: t('listing.aum'), align: 'end', cell: (item) => <Money amount={item.assets} currency={item.currency} usd={item.assetsUsd} /> },
    {
      id: 'investmentMin',
      header: t('listing.minInvestment'),
     
     
      align: 'end',
      cell: (item) => <Money amount={item.investmentMin} currency={item.currency} usd={item.investmentMinUsd} />,
    },
    { id: 'dateInception', header: t('listing.inception'), cell: (item) => item.dateInception ?? '' },
  ];

  return (
    <DataTable
      columns={columns}
      rows={data}
      rowKey={(item) => item.watchlistId}
      caption={t('admin.tabWatchlist')}
      emptyText={t('empty.watchlist')}
      maxHeight="none"
    />
  );
}

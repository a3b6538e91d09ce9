import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Badge } from '@/components/Badge/Badge';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { Spinner } from '@/components/Spinner/Spinner';
import { useT } from '@/i18n/i18n-context';
import { formatDecimal, formatPercent } from '@/lib/format';
import { userBlendsQuery, type BlendSummary } from '@/features/admin/api/users';
import { SignedPercent } from './SignedPercent';

/**
 * The user's saved blends as they see them, read only: the statistics stored when each was saved,
 * newest first (the server's order, the member's own first sort). A blend opens only in its
 * owner's blender, so none is a link.
 */
export function UserBlendsTab({ userId }: { userId: number }) {
  const t = useT();
  const { data, error, isPending } = useQuery(userBlendsQuery(userId));

  if (isPending) return <Spinner />;
  if (error) return <ErrorAlert error={error} />;

  const columns: Column<BlendSummary>[] = [
    {
      id: 'blendName',
      header: t('members.blendName'),
     
      rowHeader: true,
      cell: (blend) => (
        <>
          {blend.blendName}
          {blend.isCurrent && (
            <>
              {' '}
              <Badge variant="info">{t('members.currentBlend')}</Badge>
            </>
          )}
        </>
      ),
    },
    { id: 'dateCreated', header: t('members.dateCreated'), cell: (blend) => blend.dateCreated.slice(0, 10) },
    { id: 'programCount', header: t('members.programCount'), align: 'end', cell: (blend) => String(blend.programCount) },
    { id: 'ytdReturn', header: t('listing.ytd'), align: 'end', cell: (blend) => <SignedPercent value={blend.ytdReturn} /> },
    {
      id: 'compoundedAnnualROR',
      header: t('members.compoundedAnnualRor'),
     
     
      align: 'end',
      cell: (blend) => <SignedPercent value={blend.compoundedAnnualROR} />,
    },
    { id: 'maxDrawDown', header: t('listing.maxDrawdown'), align: 'end', cell: (blend) => <SignedPercent value={blend.maxDrawDown} /> },
    {
      id: 'correlationsp500',
      header: t('listing.correlation'),
     
     
      align: 'end',
      cell: (blend) => formatDecimal(blend.correlationsp500),
    },
    { id: 'sharpe', header: t('listing.sharpe'), align: 'end', cell: (blend) => formatDecimal(blend.sharpe) },
    {
      id: 'standardDeviation',
      header: t('members.standardDeviation'),
     
     
      align: 'end',
      cell: (blend) => formatPercent(blend.standardDeviation),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={data}
      rowKey={(blend) => blend.blendId}
      caption={t('admin.tabSavedBlends')}
      emptyText={t('empty.savedBlends')}
      maxHeight="none"
    />
  );
}

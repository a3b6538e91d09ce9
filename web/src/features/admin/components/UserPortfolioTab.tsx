import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { Money } from '@/components/Money/Money';
import { ProgramCell } from '@/components/ProgramCell/ProgramCell';
import { Spinner } from '@/components/Spinner/Spinner';
import { useLang, useT } from '@/i18n/i18n-context';
import { currencySymbol, formatPercent } from '@/lib/format';
import { inUsd } from '@/lib/usd';
import { userPortfolioQuery, type PortfolioRow } from '@/features/admin/api/users';
import { SignedPercent } from './SignedPercent';

/**
 * The user's portfolio as they see it, read only: each allocation's amount, date and leverage as
 * text with the member's figures, its value and share in the member's base currency, in the
 * server's order (by company, then program: the member's own first sort), each program linked to
 * its page.
 */
export function UserPortfolioTab({ userId }: { userId: number }) {
  const t = useT();
  const lang = useLang();
  const { data, error, isPending } = useQuery(userPortfolioQuery(userId));

  if (isPending) return <Spinner />;
  if (error) return <ErrorAlert error={error} />;

  const base = data.baseCurrency;
  const columns: Column<PortfolioRow>[] = [
    { id: 'program', header: t('listing.program'), rowHeader: true, cell: (row) => <ProgramCell row={row} /> },
    {
      id: 'quantity',
      header: t('members.amount'),
     
     
      align: 'end',
      cell: (row) => <Money amount={row.quantity} currency={row.currency} usd={inUsd(row.quantity, row.usdPerUnit)} exact />,
    },
    {
      id: 'valueInBase',
      header: t('members.allocatedIn', { currency: currencySymbol(base, lang) }),
      align: 'end',
      cell: (row) => <Money amount={row.valueInBase} currency={base} usd={inUsd(row.quantity, row.usdPerUnit)} exact />,
    },
    { id: 'dateAllocation', header: t('members.allocationDate'), cell: (row) => row.dateAllocation ?? '' },
    {
      id: 'leverage',
      header: t('members.leverage'),
     
     
      align: 'end',
      cell: (row) => t('members.leverageValue', { leverage: row.leverage.toFixed(1) }),
    },
    {
      id: 'cashLevel',
      header: t('members.cashLevel'),
     
     
      align: 'end',
      cell: (row) => <Money amount={row.cashLevel} currency={row.currency} usd={inUsd(row.cashLevel, row.usdPerUnit)} exact />,
    },
    {
      id: 'pctAllocated',
      header: t('members.pctAllocated'),
     
     
      align: 'end',
      cell: (row) => formatPercent(row.pctAllocated),
    },
    {
      id: 'periodReturn',
      header: t('members.periodReturn'),
     
     
      align: 'end',
      cell: (row) => <SignedPercent value={row.periodReturn} />,
    },
    {
      id: 'currentValue',
      header: t('members.currentValue'),
     
     
      align: 'end',
      cell: (row) => <Money amount={row.currentValue} currency={row.currency} usd={inUsd(row.currentValue, row.usdPerUnit)} exact />,
    },
    { id: 'dateInception', header: t('listing.inception'), cell: (row) => row.dateInception ?? '' },
  ];

  return (
    <DataTable
      columns={columns}
      rows={data.items}
      rowKey={(row) => row.portfolioOrderId}
      caption={t('admin.tabPortfolio')}
      emptyText={t('empty.portfolio')}
      maxHeight="none"
    />
  );
}

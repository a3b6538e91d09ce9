import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { chartColor } from '@/components/Chart/chart-colors';
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
import { ApiError } from '@/lib/errors';
import { cx } from '@/lib/class-names';
import { currencySymbol, formatPercent } from '@/lib/format';
import { inUsd } from '@/lib/usd';
import { Money } from '@/components/Money/Money';
import type { SignedInSession } from '@/lib/session';
import { AmountCell, ColorCell, DateCell, LeverageCell, type SaveAllocation } from './AllocationCells';
import { PortfolioBase } from './PortfolioBase';
import { changeAllocation, portfolioQuery, removeFromPortfolio, type PortfolioRow } from '@/features/member-lists/api/portfolio';
import { dollar } from '@/features/member-lists/model/portfolio-base';
import { utcToday } from '@/features/member-lists/model/portfolio-rules';
import '@/styles/member-list.css';

/** Spec: the portfolio opens sorted by company name, A to Z. */
export const portfolioDefaultSort: SortState = { by: 'groupName', order: 'ASC' };

export function portfolioSortValue(row: PortfolioRow, by: string): SortValue {
  switch (by) {
    case 'groupName':
      return `${row.groupName}\u0000${row.programName}`;
    // Money in US dollars: amounts in different currencies compare like with like.
    case 'quantity':
    case 'cashLevel':
    case 'currentValue':
      return inUsd(row[by], row.usdPerUnit);
    case 'leverage':
    case 'valueInBase':
    case 'pctAllocated':
    case 'periodReturn':
      return row[by];
    case 'dateAllocation':
      return row.dateAllocation;
    case 'dateInception':
      return row.dateInception;
    default:
      return null;
  }
}

/**
 * The member's portfolio (its screen and the dashboard tab): a typeahead to add programs, the
 * base currency it is summed in with its total, each allocation's amount (in its program's
 * currency), date, leverage and colour editable under the server's rules, its value in the base,
 * cash level, share, return since the allocation date and current value; removal after
 * confirmation. Totals and shares are the server's: every change refetches the portfolio.
 */
export function Portfolio({ session }: { session: SignedInSession }) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data, error, isPending, isFetching } = useQuery(portfolioQuery(session.email));
  const addPrograms = useAddPrograms('portfolio');
  const [sort, setSort] = useState<SortState>(portfolioDefaultSort);
  const [removing, setRemoving] = useState<PortfolioRow | null>(null);
  const [working, setWorking] = useState(false);
  const today = useMemo(() => utcToday(), []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberKey(session.email, 'portfolio') });

  const saver =
    (row: PortfolioRow): SaveAllocation =>
    async (change) => {
      try {
        await changeAllocation(row.portfolioOrderId, change);
        await refresh();
        return {};
      } catch (failure) {
        if (failure instanceof ApiError && failure.code === 'validation_failed') return failure.fields;
        toast.show(t(errorMessageKey(failure)), { variant: 'danger' });
        return {};
      }
    };

  const remove = async () => {
    if (!removing) return;
    setWorking(true);
    try {
      await removeFromPortfolio(removing.portfolioOrderId);
      await refresh();
      toast.show(t('members.removedFromPortfolio', { program: removing.programName }));
      setRemoving(null);
    } catch (failure) {
      toast.show(t(errorMessageKey(failure)), { variant: 'danger' });
    } finally {
      setWorking(false);
    }
  };

  const rows = data?.items ?? [];
  const base = data?.baseCurrency ?? dollar;
  // A row without a chosen colour keeps the one its place in the server's order gives it.
  const fallbackColor = new Map(rows.map((row, index) => [row.portfolioOrderId, chartColor(index)]));
  const columns: Column<PortfolioRow>[] = [
    {
      id: 'color',
      header: <span className="visually-hidden">{t('members.color')}</span>,
      cell: (row) => (
        <ColorCell row={row} today={today} save={saver(row)} fallback={fallbackColor.get(row.portfolioOrderId) ?? chartColor(0)} />
      ),
    },
    { id: 'program', header: t('listing.program'), sortKey: 'groupName', rowHeader: true, cell: (row) => <ProgramCell row={row} /> },
    {
      id: 'quantity',
      header: t('members.amountInOwnCurrency'),
      sortKey: 'quantity',
      firstOrder: 'DESC',
      cell: (row) => (
        <div className="member-list__amount">
          <AmountCell key={row.quantity} row={row} today={today} save={saver(row)} />
          <span className="member-list__currency">{row.currency}</span>
        </div>
      ),
    },
    {
      id: 'valueInBase',
      header: t('members.allocatedIn', { currency: currencySymbol(base, lang) }),
      sortKey: 'valueInBase',
      firstOrder: 'DESC',
      align: 'end',
      cell: (row) => <Money amount={row.valueInBase} currency={base} usd={inUsd(row.quantity, row.usdPerUnit)} exact />,
    },
    {
      id: 'dateAllocation',
      header: t('members.allocationDate'),
      sortKey: 'dateAllocation',
      cell: (row) => <DateCell key={row.dateAllocation ?? ''} row={row} today={today} save={saver(row)} />,
    },
    {
      id: 'leverage',
      header: t('members.leverage'),
      sortKey: 'leverage',
      firstOrder: 'DESC',
      cell: (row) => <LeverageCell row={row} today={today} save={saver(row)} />,
    },
    {
      id: 'cashLevel',
      header: t('members.cashLevel'),
      sortKey: 'cashLevel',
      firstOrder: 'DESC',
      align: 'end',
      cell: (row) => <Money amount={row.cashLevel} currency={row.currency} usd={inUsd(row.cashLevel, row.usdPerUnit)} exact />,
    },
    {
      id: 'pctAllocated',
      header: t('members.pctAllocated'),
      sortKey: 'pctAllocated',
      firstOrder: 'DESC',
      align: 'end',
      cell: (row) => formatPercent(row.pctAllocated),
    },
    {
      id: 'periodReturn',
      header: t('members.periodReturn'),
      sortKey: 'periodReturn',
      firstOrder: 'DESC',
      align: 'end',
      cell: (row) => (
        <span className={cx(typeof row.periodReturn === 'number' && row.periodReturn < 0 && 'member-list__negative')}>
          {formatPercent(row.periodReturn)}
        </span>
      ),
    },
    {
      id: 'currentValue',
      header: t('members.currentValue'),
      sortKey: 'currentValue',
      firstOrder: 'DESC',
      align: 'end',
      cell: (row) => <Money amount={row.currentValue} currency={row.currency} usd={inUsd(row.currentValue, row.usdPerUnit)} exact />,
    },
    { id: 'dateInception', header: t('listing.inception'), sortKey: 'dateInception', cell: (row) => row.dateInception ?? '' },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('members.actions')}</span>,
      align: 'end',
      cell: (row) => (
        <Button
          size="sm"
          variant="danger"
          aria-label={t('members.removeProgram', { program: row.programName })}
          onClick={() => {
            setRemoving(row);
          }}
        >
          {t('members.remove')}
        </Button>
      ),
    },
  ];

  return (
    <div>
      <ProgramSearch
        search={searchPrograms}
        className="member-list__add"
        label={t('members.addToPortfolio')}
        onSelect={(program) => void addPrograms([program])}
      />
      {data && (
        <PortfolioBase
          portfolio={data}
          saved={(portfolio) => {
            queryClient.setQueryData(portfolioQuery(session.email).queryKey, portfolio);
          }}
        />
      )}
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <DataTable
          columns={columns}
          rows={sortRows(rows, sort, portfolioSortValue, lang)}
          rowKey={(row) => row.portfolioOrderId}
          caption={t('screens.portfolio')}
          sort={sort}
          onSortChange={setSort}
          emptyText={isPending ? t('common.loading') : t('empty.portfolio')}
          loading={isFetching}
          maxHeight="none"
        />
      )}
      <p className="member-list__disclaimer">{t('members.portfolioNote')}</p>
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

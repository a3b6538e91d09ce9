import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '@/lib/router/Router';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Badge } from '@/components/Badge/Badge';
import {
  blendKeys,
  copyBlend,
  createBlend,
  loadBlend,
  savedBlendsQuery,
  type BlendSummary,
} from '@/features/blends/api/blends';
import { useWorksheetGuard } from './WorksheetWarning';
import { Button } from '@/components/Button/Button';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { sortRows, type SortState, type SortValue } from '@/components/DataTable/sort';
import { useToast } from '@/components/Toast/toast-context';
import { paths } from '@/config/paths';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { cx } from '@/lib/class-names';
import { formatDecimal, formatPercent } from '@/lib/format';
import type { SignedInSession } from '@/lib/session';
import '@/styles/member-list.css';

/** Spec: saved blends open newest first. */
export const savedBlendsDefaultSort: SortState = { by: 'dateCreated', order: 'DESC' };

export function savedBlendSortValue(blend: BlendSummary, by: string): SortValue {
  switch (by) {
    case 'blendName':
    case 'dateCreated':
    case 'programCount':
    case 'ytdReturn':
    case 'compoundedAnnualROR':
    case 'maxDrawDown':
    case 'correlationsp500':
    case 'sharpe':
    case 'standardDeviation':
      return blend[by];
    default:
      return null;
  }
}

function percentCell(value: number | null | undefined) {
  return <span className={cx(typeof value === 'number' && value < 0 && 'member-list__negative')}>{formatPercent(value)}</span>;
}

/**
 * The member's saved blends (its screen and the dashboard tab) with the statistics stored when
 * each was saved: copy one, load one into the blender, or start a new blend — after the spec's
 * warning when that would delete an unsaved worksheet.
 */
export function SavedBlends({ session }: { session: SignedInSession }) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, error, isPending, isFetching } = useQuery(savedBlendsQuery(session.email));
  const { guard, dialog } = useWorksheetGuard(session.email);
  const [sort, setSort] = useState<SortState>(savedBlendsDefaultSort);
  const [copying, setCopying] = useState<ReadonlySet<number>>(new Set());
  const [switching, setSwitching] = useState(false);

  const openBlender = async () => {
    await queryClient.invalidateQueries({ queryKey: blendKeys.all(session.email) });
    navigate(localizePath(lang, paths.blender));
  };

  const switchBlend = async (action: () => Promise<unknown>) => {
    setSwitching(true);
    try {
      await guard(async () => {
        await action();
        await openBlender();
      });
    } finally {
      setSwitching(false);
    }
  };

  const copy = async (blend: BlendSummary) => {
    setCopying((ids) => new Set(ids).add(blend.blendId));
    try {
      await copyBlend(blend.blendId);
      await queryClient.invalidateQueries({ queryKey: savedBlendsQuery(session.email).queryKey });
      toast.show(t('members.blendCopied', { name: blend.blendName }));
    } catch (failure) {
      toast.show(t(errorMessageKey(failure)), { variant: 'danger' });
    } finally {
      setCopying((ids) => {
        const next = new Set(ids);
        next.delete(blend.blendId);
        return next;
      });
    }
  };

  const columns: Column<BlendSummary>[] = [
    {
      id: 'blendName',
      header: t('members.blendName'),
      sortKey: 'blendName',
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
    { id: 'dateCreated', header: t('members.dateCreated'), sortKey: 'dateCreated', firstOrder: 'DESC', cell: (blend) => blend.dateCreated.slice(0, 10) },
    { id: 'programCount', header: t('members.programCount'), sortKey: 'programCount', firstOrder: 'DESC', align: 'end', cell: (blend) => String(blend.programCount) },
    { id: 'ytdReturn', header: t('listing.ytd'), sortKey: 'ytdReturn', firstOrder: 'DESC', align: 'end', cell: (blend) => percentCell(blend.ytdReturn) },
    {
      id: 'compoundedAnnualROR',
      header: t('members.compoundedAnnualRor'),
      sortKey: 'compoundedAnnualROR',
      firstOrder: 'DESC',
      align: 'end',
      cell: (blend) => percentCell(blend.compoundedAnnualROR),
    },
    { id: 'maxDrawDown', header: t('listing.maxDrawdown'), sortKey: 'maxDrawDown', firstOrder: 'DESC', align: 'end', cell: (blend) => percentCell(blend.maxDrawDown) },
    {
      id: 'correlationsp500',
      header: t('listing.correlation'),
      sortKey: 'correlationsp500',
      firstOrder: 'DESC',
      align: 'end',
      cell: (blend) => formatDecimal(blend.correlationsp500),
    },
    { id: 'sharpe', header: t('listing.sharpe'), sortKey: 'sharpe', firstOrder: 'DESC', align: 'end', cell: (blend) => formatDecimal(blend.sharpe) },
    {
      id: 'standardDeviation',
      header: t('members.standardDeviation'),
      sortKey: 'standardDeviation',
      firstOrder: 'DESC',
      align: 'end',
      cell: (blend) => formatPercent(blend.standardDeviation),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('members.actions')}</span>,
      cell: (blend) => (
        <div className="member-list__actions">
          <Button
            size="sm"
            loading={copying.has(blend.blendId)}
            aria-label={t('members.copyBlend', { name: blend.blendName })}
            onClick={() => void copy(blend)}
          >
            {t('members.copy')}
          </Button>
          <Button
            size="sm"
            variant="primary"
            disabled={switching}
            aria-label={t('members.loadBlend', { name: blend.blendName })}
            onClick={() => void (blend.isCurrent ? openBlender() : switchBlend(() => loadBlend(blend.blendId)))}
          >
            {t('members.load')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div>
      <div className="member-list__toolbar">
        <Button variant="primary" disabled={switching} onClick={() => void switchBlend(() => createBlend([]))}>
          {t('members.createBlend')}
        </Button>
      </div>
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <DataTable
          columns={columns}
          rows={sortRows(data ?? [], sort, savedBlendSortValue, lang)}
          rowKey={(blend) => blend.blendId}
          caption={t('screens.savedBlends')}
          sort={sort}
          onSortChange={setSort}
          emptyText={isPending ? t('common.loading') : t('empty.savedBlends')}
          loading={isFetching}
          maxHeight="none"
        />
      )}
      <p className="member-list__disclaimer">{t('members.annualizedDisclaimer')}</p>
      <p className="member-list__disclaimer">{t('members.blenderDisclaimer')}</p>
      {dialog}
    </div>
  );
}

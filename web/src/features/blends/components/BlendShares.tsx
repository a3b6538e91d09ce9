import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { Pager } from '@/components/Pager/Pager';
import { Section } from '@/components/Section/Section';
import { useToast } from '@/components/Toast/toast-context';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { formatDateTime, formatMonth } from '@/lib/format';
import type { SignedInSession } from '@/lib/session';
import {
  blendShareKeys,
  blendSharesQuery,
  revokeBlendShare,
  sharesPageSize,
  type BlendShare,
} from '@/features/blends/api/blend-shares';

/**
 * The member's live shared links, newest first, each with Revoke. Hidden while there are none:
 * links are made from the blender.
 */
export function BlendShares({ session }: { session: SignedInSession }) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pageNumber, setPageNumber] = useState(1);
  const { data, error, isFetching } = useQuery(blendSharesQuery(session.email, pageNumber));
  const [revoking, setRevoking] = useState<BlendShare>();
  const [working, setWorking] = useState(false);

  if (error) return <ErrorAlert error={error} />;
  if (!data || data.totalCount === 0) return null;

  const revoke = async (share: BlendShare) => {
    setWorking(true);
    try {
      await revokeBlendShare(share.shareId);
      // The last link of a page: show the page before rather than an empty one.
      if (data.items.length === 1 && pageNumber > 1) setPageNumber(pageNumber - 1);
      await queryClient.invalidateQueries({ queryKey: blendShareKeys.all(session.email) });
      toast.show(t('share.revoked', { name: share.blendName }), { variant: 'success' });
      setRevoking(undefined);
    } catch (failure) {
      toast.show(t(errorMessageKey(failure)), { variant: 'danger' });
    } finally {
      setWorking(false);
    }
  };

  const columns: Column<BlendShare>[] = [
    { id: 'blendName', header: t('members.blendName'), rowHeader: true, cell: (share) => share.blendName },
    { id: 'dateCreated', header: t('share.sharedOn'), cell: (share) => formatDateTime(share.dateCreated, lang) },
    { id: 'dataMonth', header: t('share.dataMonth'), cell: (share) => formatMonth(share.dataMonth, lang) },
    { id: 'programCount', header: t('members.programCount'), align: 'end', cell: (share) => String(share.programCount) },
    {
      id: 'actions',
      header: <span className="visually-hidden">{t('members.actions')}</span>,
      cell: (share) => (
        <Button
          size="sm"
          variant="danger"
          aria-label={t('share.revokeLink', { name: share.blendName, date: formatDateTime(share.dateCreated, lang) })}
          onClick={() => {
            setRevoking(share);
          }}
        >
          {t('share.revoke')}
        </Button>
      ),
    },
  ];

  const title = t('share.listTitle');
  return (
    <Section title={title}>
      <p>{t('share.listIntro')}</p>
      <DataTable
        caption={title}
        columns={columns}
        rows={data.items}
        rowKey={(share) => share.shareId}
        loading={isFetching}
        maxHeight="none"
      />
      {data.totalCount > sharesPageSize && (
        <Pager pageNumber={pageNumber} pageSize={sharesPageSize} totalCount={data.totalCount} onPageChange={setPageNumber} />
      )}
      <ConfirmDialog
        open={revoking !== undefined}
        working={working}
        title={t('share.revokeTitle')}
        message={t('share.revokeConfirm', { name: revoking?.blendName ?? '' })}
        confirmLabel={t('share.revoke')}
        onCancel={() => {
          setRevoking(undefined);
        }}
        onConfirm={() => {
          if (revoking) void revoke(revoking);
        }}
      />
    </Section>
  );
}

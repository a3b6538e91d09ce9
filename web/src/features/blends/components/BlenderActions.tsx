import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/Button/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { Dialog } from '@/components/Dialog/Dialog';
import { PrintButton } from '@/components/PrintButton/PrintButton';
import { useToast } from '@/components/Toast/toast-context';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import type { SeriesRef } from '@/lib/compare';
import { ApiError } from '@/lib/errors';
import type { SignedInSession } from '@/lib/session';
import {
  blendType,
  createBlend,
  defaultBlendName,
  deleteBlend,
  saveBlend,
  saveBlendAs,
  savedBlendsQuery,
  type Blend,
} from '@/features/blends/api/blends';
import { blendReport } from '@/features/blends/api/report';
import { baseValues, refusedCurrencies } from '@/features/blends/model/base-currency';
import type { BlenderModel } from '@/features/blends/model/blender-model';
import { BlendNameDialog } from './BlendNameDialog';
import { ShareBlendButton } from './ShareBlendDialog';
import { isUnsavedWorksheet, type Worksheet } from '@/features/blends/model/worksheet';

interface BlenderActionsProps {
  model: BlenderModel;
  worksheet: Worksheet;
  session: SignedInSession;
  /** Shows another blend (a new worksheet, a blend saved under a new name). */
  onReplace: (blend: Blend) => void;
  queryKey: QueryKey;
  /** The series the chart compares the blend with: the report's chart shows the same. */
  comparisons: readonly SeriesRef[];
}

type NameDialog = { mode: 'save' | 'saveAs'; serverError?: string } | undefined;

/** Save, Save As, Create New Blend, Share, Print and delete, above the worksheet. */
export function BlenderActions({ model, worksheet, session, onReplace, queryKey, comparisons }: BlenderActionsProps) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [nameDialog, setNameDialog] = useState<NameDialog>();
  const [warning, setWarning] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [working, setWorking] = useState(false);
  const unnamed = worksheet.blendName === defaultBlendName;
  // The report sums the amounts as the blender does: not without every rate.
  const priced = baseValues(worksheet.orders, worksheet);
  const unpriced = priced.status === 'noRate' ? priced.currencies : [];

  const run = async (action: () => Promise<void>, onFieldError?: (key: string) => void) => {
    setWorking(true);
    try {
      // Whatever the member changed must be on the server before it saves or replaces the blend.
      await model.flush();
      await action();
      void queryClient.invalidateQueries({ queryKey: savedBlendsQuery(session.email).queryKey });
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.blendName : undefined;
      const currencies = error instanceof ApiError ? refusedCurrencies(error.fields, worksheet.orders, worksheet.baseCurrency) : [];
      if (field && onFieldError) onFieldError(field);
      else if (currencies.length > 0) {
        toast.show(t('blender.noRate', { currencies: currencies.join(t('blender.programSeparator')) }), { variant: 'danger' });
      } else toast.show(t(error instanceof ApiError && error.fields.orders === 'empty' ? 'blender.saveEmpty' : errorMessageKey(error)), { variant: 'danger' });
    } finally {
      setWorking(false);
    }
  };

  const save = (mode: 'save' | 'saveAs', name: string) =>
    run(
      async () => {
        if (mode === 'save') {
          const blend = await saveBlend(worksheet.blendId, name);
          model.saved(blend);
          onReplace(blend);
        } else {
          onReplace(await saveBlendAs(worksheet.blendId, name));
        }
        setNameDialog(undefined);
        toast.show(t('blender.saved', { name }), { variant: 'success' });
      },
      (serverError) => {
        setNameDialog({ mode, serverError });
      },
    );

  const createNew = () =>
    run(async () => {
      onReplace(await createBlend([]));
      setWarning(false);
    });

  return (
    <>
      <Button
        variant="primary"
        size="sm"
        disabled={working || worksheet.orders.length === 0}
        onClick={() => {
          if (unnamed) setNameDialog({ mode: 'save' });
          else void save('save', worksheet.blendName);
        }}
      >
        {t('blender.save')}
      </Button>
      {!unnamed && (
        <Button
          size="sm"
          disabled={working || worksheet.orders.length === 0}
          onClick={() => {
            setNameDialog({ mode: 'saveAs' });
          }}
        >
          {t('blender.saveAs')}
        </Button>
      )}
      <Button
        size="sm"
        disabled={working}
        onClick={() => {
          // Spec: a new blend deletes an unsaved worksheet, so the member is warned first.
          if (isUnsavedWorksheet(worksheet)) setWarning(true);
          else void createNew();
        }}
      >
        {t('blender.createNew')}
      </Button>
      <ShareBlendButton model={model} worksheet={worksheet} session={session} />
      <PrintButton
        // The worksheet as it is now: the report needs no save first.
        request={(signal) => blendReport(worksheet, comparisons, lang, signal)}
        fallbackName="blend.pdf"
        disabledReason={
          worksheet.orders.length === 0
            ? t('print.emptyBlend')
            : unpriced.length > 0
              ? t('blender.noRate', { currencies: unpriced.join(t('blender.programSeparator')) })
              : undefined
        }
      />
      {worksheet.blendTypeId !== blendType.worksheet && (
        <Button
          variant="danger"
          size="sm"
          disabled={working}
          onClick={() => {
            setConfirmDelete(true);
          }}
        >
          {t('members.delete')}
        </Button>
      )}
      {nameDialog && (
        <BlendNameDialog
          open
          title={t(nameDialog.mode === 'save' ? 'blender.saveTitle' : 'blender.saveAsTitle')}
          initialName={nameDialog.mode === 'save' ? '' : worksheet.blendName}
          working={working}
          serverError={nameDialog.serverError}
          onSave={(name) => void save(nameDialog.mode, name)}
          onCancel={() => {
            setNameDialog(undefined);
          }}
        />
      )}
      <Dialog
        open={warning}
        onClose={() => {
          setWarning(false);
        }}
        title={t('members.unsavedTitle')}
        role="alertdialog"
        size="sm"
        dismissible={!working}
        footer={
          <>
            <Button
              disabled={working}
              onClick={() => {
                setWarning(false);
              }}
            >
              {t('members.viewWorksheet')}
            </Button>
            <Button variant="danger" loading={working} onClick={() => void createNew()}>
              {t('members.deleteAndProceed')}
            </Button>
          </>
        }
      >
        <p>{t('members.unsavedWarning')}</p>
      </Dialog>
      <ConfirmDialog
        open={confirmDelete}
        working={working}
        onCancel={() => {
          setConfirmDelete(false);
        }}
        onConfirm={() =>
          void run(async () => {
            await deleteBlend(worksheet.blendId);
            setConfirmDelete(false);
            // The server has no current blend now; asking for it opens a new worksheet.
            await queryClient.invalidateQueries({ queryKey });
          })
        }
      />
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { Dialog } from '@/components/Dialog/Dialog';
import { TextField } from '@/components/Form/TextField';
import { useToast } from '@/components/Toast/toast-context';
import { useLang, useT } from '@/i18n/i18n-context';
import type { SignedInSession } from '@/lib/session';
import { blendType } from '@/features/blends/api/blends';
import { blendShareKeys, shareBlend } from '@/features/blends/api/blend-shares';
import { sharedBlendUrl } from '@/features/blends/model/shared-blend';
import type { BlenderModel } from '@/features/blends/model/blender-model';
import type { Worksheet } from '@/features/blends/model/worksheet';

interface ShareBlendDialogProps {
  worksheet: Worksheet;
  /** Changed since the last save: the link shows the blend as saved, without those changes. */
  modified: boolean;
  session: SignedInSession;
  onClose: () => void;
}

type Step = { kind: 'ask' } | { kind: 'working' } | { kind: 'made'; url: string } | { kind: 'failed'; error: unknown };

/**
 * Shares the blend: says what a link shows and to whom, makes one on request and offers it to
 * copy. The server keeps only the link's hash, so this is the one time it is shown. The worksheet
 * is never saved: it is saved first.
 */
export function ShareBlendDialog({ worksheet, modified, session, onClose }: ShareBlendDialogProps) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const input = useRef<HTMLInputElement>(null);
  const saved = worksheet.blendTypeId === blendType.saved;

  const make = async () => {
    setStep({ kind: 'working' });
    try {
      const created = await shareBlend(worksheet.blendId);
      setStep({ kind: 'made', url: sharedBlendUrl(window.location.origin, lang, created.token) });
      void queryClient.invalidateQueries({ queryKey: blendShareKeys.all(session.email) });
    } catch (error) {
      setStep({ kind: 'failed', error });
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('share.copied'), { variant: 'success' });
    } catch {
      // No clipboard (permission refused, an old browser): the link is selected to copy by hand.
      input.current?.select();
      toast.show(t('share.copyByHand'));
    }
  };

  // The dialog's own close button closes it at every step.
  const footer =
    step.kind === 'made' ? (
      <Button variant="primary" onClick={() => void copy(step.url)}>
        {t('share.copy')}
      </Button>
    ) : (
      saved && (
        <Button variant="primary" loading={step.kind === 'working'} onClick={() => void make()}>
          {t('share.create')}
        </Button>
      )
    );

  return (
    <Dialog open onClose={onClose} title={t('share.title', { name: worksheet.blendName })} footer={footer} dismissible={step.kind !== 'working'}>
      {!saved ? (
        <p>{t('share.saveFirst')}</p>
      ) : step.kind === 'made' ? (
        <>
          <TextField ref={input} label={t('share.link')} value={step.url} readOnly onFocus={(event) => {
              event.currentTarget.select();
            }} />
          <p>{t('share.onlyNow')}</p>
        </>
      ) : (
        <>
          <p>{t('share.intro')}</p>
          {modified && <Alert>{t('share.asLastSaved')}</Alert>}
          {step.kind === 'failed' && <ErrorAlert error={step.error} />}
        </>
      )}
    </Dialog>
  );
}

interface ShareBlendButtonProps {
  model: BlenderModel;
  worksheet: Worksheet;
  session: SignedInSession;
}

/** The blender's Share button and its dialog. */
export function ShareBlendButton({ model, worksheet, session }: ShareBlendButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        disabled={worksheet.orders.length === 0}
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('share.button')}
      </Button>
      {open && (
        <ShareBlendDialog
          worksheet={worksheet}
          modified={model.getSnapshot().modified}
          session={session}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/Alert/Alert';
import {
  addOrders,
  blendKeys,
  blendQuery,
  createBlend,
  isUnsavedWorksheet,
  readFreshBlend,
  savedBlendsQuery,
} from '@/features/blends/api/blends';
import { Button } from '@/components/Button/Button';
import { Dialog } from '@/components/Dialog/Dialog';
import { SelectField } from '@/components/Form/SelectField';
import { LangLink } from '@/components/LangLink/LangLink';
import { isDuplicate, splitByPresence, type ProgramToAdd } from '@/lib/member-lists';
import { useToast } from '@/components/Toast/toast-context';
import { paths } from '@/config/paths';
import { errorMessageKey } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import type { SignedInSession } from '@/lib/session';

/** The dialog's choices: the current blend, a new one, or a saved blend by id. */
export type BlendTarget = 'current' | 'new' | number;

export function parseTarget(value: string): BlendTarget {
  return value === 'current' || value === 'new' ? value : Number(value);
}

interface AddToBlendDialogProps {
  open: boolean;
  session: SignedInSession;
  programs: readonly ProgramToAdd[];
  onClose: () => void;
  /** After the programs were added (the listing clears its selection). */
  onAdded?: () => void;
}

/**
 * Adds programs to a blend the member chooses: the current blend, a new one, or a saved blend.
 * Spec: choosing 'new' while the current blend is an unsaved worksheet warns that it will go.
 */
export function AddToBlendDialog({ open, session, programs, onClose, onAdded }: AddToBlendDialogProps) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: current } = useQuery({ ...blendQuery(session.email, 'current'), enabled: open, refetchOnMount: 'always' });
  const { data: saved } = useQuery({ ...savedBlendsQuery(session.email), enabled: open });
  const [target, setTarget] = useState<BlendTarget>('current');
  const [working, setWorking] = useState(false);
  const replacesWorksheet = target === 'new' && isUnsavedWorksheet(current);

  const options = [
    ...(current ? [{ value: 'current', label: t('members.currentBlendOption', { name: current.blendName }) }] : []),
    { value: 'new', label: t('members.newBlendOption') },
    ...(saved ?? [])
      .filter((blend) => blend.blendId !== current?.blendId)
      .map((blend) => ({ value: String(blend.blendId), label: blend.blendName })),
  ];

  const submit = async () => {
    setWorking(true);
    try {
      const names = programs.map((program) => program.programName);
      let blendId: number | null = null;
      let present: ProgramToAdd[] = [];
      if (target === 'new') {
        await createBlend(programs.map((program) => program.programId));
      } else {
        const blend = await readFreshBlend(queryClient, session.email, target);
        blendId = blend.blendId;
        const split = splitByPresence(programs, new Set(blend.orders.map((order) => order.programId)));
        present = split.present;
        if (split.fresh.length > 0) await addOrders(blend.blendId, split.fresh.map((program) => program.programId));
      }
      await queryClient.invalidateQueries({ queryKey: blendKeys.all(session.email) });
      if (present.length > 0) {
        toast.show(t('members.alreadyInBlend', { program: present.map((program) => program.programName).join(', ') }), {
          variant: 'info',
        });
      }
      if (present.length < names.length) {
        // A saved blend that is not open in the blender is shown read-only there.
        const to = target === 'current' || target === 'new' || blendId === null ? paths.blender : `${paths.blender}?blendId=${String(blendId)}`;
        toast.show(
          <>
            {t('toast.addedToBlender')} <LangLink to={to}>{t('members.viewBlender')}</LangLink>
          </>,
        );
        onAdded?.();
      }
      onClose();
    } catch (failure) {
      if (isDuplicate(failure)) {
        toast.show(t('members.alreadyInBlend', { program: programs.map((program) => program.programName).join(', ') }), {
          variant: 'info',
        });
      } else if (failure instanceof ApiError && failure.fields.orders === 'tooMany') {
        toast.show(t('members.blendTooMany'), { variant: 'danger' });
      } else {
        toast.show(t(errorMessageKey(failure)), { variant: 'danger' });
      }
    } finally {
      setWorking(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('members.addToBlendTitle')}
      dismissible={!working}
      footer={
        <>
          <Button onClick={onClose} disabled={working}>
            {t('members.cancel')}
          </Button>
          <Button variant="primary" loading={working} onClick={() => void submit()}>
            {replacesWorksheet ? t('members.deleteAndProceed') : t('members.add')}
          </Button>
        </>
      }
    >
      <p>{t('members.addingPrograms', { programs: programs.map((program) => program.programName).join(', ') })}</p>
      <SelectField
        name="blend"
        label={t('members.chooseBlend')}
        options={options}
        value={String(target)}
        onChange={(event) => {
          setTarget(parseTarget(event.target.value));
        }}
      />
      {replacesWorksheet && (
        <Alert variant="warning">
          {t('members.newBlendWarning')} <LangLink to={paths.blender}>{t('members.viewWorksheet')}</LangLink>
        </Alert>
      )}
    </Dialog>
  );
}

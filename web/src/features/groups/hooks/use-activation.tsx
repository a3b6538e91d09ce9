import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isConflict } from '@/components/Conflict/ConflictAlert';
import { LangLink } from '@/components/LangLink/LangLink';
import { useToast } from '@/components/Toast/toast-context';
import { groupPath, programPath } from '@/config/paths';
import { errorMessageKey } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { pendingQueryKey } from '@/features/groups/api/pending';
import { setGroupStatus, setProgramStatus } from '@/features/groups/api/status';

/** The Active status of a group and of a program (reference lists `groupStatuses`, `programStatuses`). */
export const activeGroupStatusId = 1;
export const activeProgramStatusId = 1;
/**
 * The Pending status of both: what an administrator activates. Sent as the expected status so an
 * activation decided on a stale list (another administrator closed or deleted it meanwhile) is
 * refused with `conflict` instead of overriding that decision.
 */
export const pendingStatusId = 2;

/** Spec: the 'Group activated!' toast stays 5 s instead of the usual 3. */
export const groupActivatedToastMs = 5000;

export interface ActivatedGroup {
  groupUri: string;
  groupName: string;
}

export interface ActivatedProgram {
  groupUri: string;
  programUri: string;
  programName: string;
}

/**
 * Activation of a pending company or program by an administrator, shared by the company page and
 * the administration's pending list: the status becomes Active, every cached view of the company
 * and the pending list are refreshed, and a toast links to what was activated. `activating` names
 * the item whose request is running, so only its button shows a spinner.
 */
export function useActivation() {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [activating, setActivating] = useState<string | null>(null);

  const run = async (key: string, send: () => Promise<unknown>, onDone: () => void) => {
    setActivating(key);
    try {
      await send();
      onDone();
      return true;
    } catch (error) {
      toast.show(t(errorMessageKey(error)), { variant: 'danger' });
      // The list was stale: show what is stored now.
      if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: pendingQueryKey });
      return false;
    } finally {
      setActivating(null);
    }
  };

  // Every administration list may show what changed: the pending list, and the CTAs list's status.
  const refresh = async (groupUri: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['groups', groupUri] }),
      queryClient.invalidateQueries({ queryKey: ['admin'] }),
    ]);
  };

  const activateGroup = (group: ActivatedGroup) =>
    run(
      groupKey(group.groupUri),
      () => setGroupStatus(group.groupUri, { groupStatusId: activeGroupStatusId, expectedStatusId: pendingStatusId }),
      () => {
        toast.show(
          <>
            {t('toast.groupActivated')}{' '}
            <LangLink to={groupPath(group.groupUri)}>{t('approval.viewGroup', { name: group.groupName })}</LangLink>
          </>,
          { variant: 'success', durationMs: groupActivatedToastMs },
        );
        void refresh(group.groupUri);
      },
    );

  const activateProgram = (program: ActivatedProgram) =>
    run(
      programKey(program.groupUri, program.programUri),
      () =>
        setProgramStatus(program.groupUri, program.programUri, {
          programStatusId: activeProgramStatusId,
          expectedStatusId: pendingStatusId,
        }),
      () => {
        toast.show(
          <>
            {t('approval.programActivated')}{' '}
            <LangLink to={programPath(program.groupUri, program.programUri)}>
              {t('approval.viewProgram', { name: program.programName })}
            </LangLink>
          </>,
          { variant: 'success' },
        );
        void refresh(program.groupUri);
      },
    );

  return { activateGroup, activateProgram, activating };
}

/** The `activating` value while a company's activation runs. */
export function groupKey(groupUri: string): string {
  return `group:${groupUri}`;
}

/** The `activating` value while a program's activation runs. */
export function programKey(groupUri: string, programUri: string): string {
  return `program:${groupUri}/${programUri}`;
}

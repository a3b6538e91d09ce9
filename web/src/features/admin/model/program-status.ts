import type { BadgeVariant } from '@/components/Badge/Badge';

/** Program status ids (reference list `programStatuses`, fixed by the migrations). */
export const programStatusIds = { active: 1, pending: 2, archived: 3, deleted: 4 } as const;

/** Every program status id, in the reference list's order. */
export const allProgramStatusIds: readonly number[] = Object.values(programStatusIds);

const statusVariants: Readonly<Record<number, BadgeVariant>> = {
  [programStatusIds.active]: 'success',
  [programStatusIds.pending]: 'info',
  [programStatusIds.archived]: 'warning',
  [programStatusIds.deleted]: 'danger',
};

/** Spec: Archived is a warning badge, Deleted a danger one; Pending is informative, Active good. */
export function programStatusVariant(statusId: number): BadgeVariant {
  return statusVariants[statusId] ?? 'neutral';
}

import type { ComponentType } from 'react';
import { ApiError } from './errors';

export type MemberList = 'watchlist' | 'portfolio' | 'saved-searches' | 'blends';

/**
 * Query key of one of the member's own lists. It names the member, so after signing in as
 * someone else in the same tab the cache never shows the previous member's list.
 */
export function memberKey(email: string, list: MemberList, ...rest: readonly (string | number)[]): readonly (string | number)[] {
  return ['me', email, list, ...rest];
}

/** The server's answer to adding a program a list already holds (409 `duplicate`). */
export function isDuplicate(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'duplicate';
}

export interface ProgramToAdd {
  programId: number;
  programName: string;
}

export type ListKind = 'watchlist' | 'portfolio';

/** Programs of `candidates` the list already holds and those it does not. */
export function splitByPresence<P extends ProgramToAdd>(
  candidates: readonly P[],
  presentIds: ReadonlySet<number>,
): { fresh: P[]; present: P[] } {
  const fresh: P[] = [];
  const present: P[] = [];
  for (const program of candidates) (presentIds.has(program.programId) ? present : fresh).push(program);
  return { fresh, present };
}

export interface AddToListProps {
  programs: readonly ProgramToAdd[];
  /** After programs went to a list (the listing clears its selection). */
  onAdded?: () => void;
  className?: string;
}

/**
 * The Add to watchlist / portfolio / blender control. It joins three features, so the screens
 * that show it (listings, program page) get it from the route that composes them.
 */
export type AddToListControl = ComponentType<AddToListProps>;

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminProgramListQuery } from '@/features/admin/api/programs';
import { unfilteredProgramListQuery } from '@/features/admin/model/program-list-state';

/**
 * Whether All Programs has anything to list, for a platform manager (nobody else asks): its
 * unfiltered first page, which the tab then opens on from the cache. `waiting` until it is known.
 */
export function useAllProgramsPresence(isPlatformAdmin: boolean): { hasData: boolean; waiting: boolean } {
  const { data, isError, isPending } = useQuery({
    ...adminProgramListQuery(unfilteredProgramListQuery),
    enabled: isPlatformAdmin,
  });
  // A failure shows the tab, whose own request then says what went wrong. It is remembered: the
  // tab retries the same request as it mounts, which puts a query that never succeeded back to
  // pending, and hiding the tab again then would only mount it again.
  const [failed, setFailed] = useState(false);
  if (isError && !failed) setFailed(true);
  return {
    hasData: failed || (data !== undefined && data.totalCount > 0),
    waiting: isPlatformAdmin && isPending && !failed,
  };
}

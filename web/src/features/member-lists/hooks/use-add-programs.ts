import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { addToPortfolio, portfolioQuery } from '@/features/member-lists/api/portfolio';
import { useToast } from '@/components/Toast/toast-context';
import { addToWatchlist, watchlistQuery } from '@/features/member-lists/api/watchlist';
import { errorMessageKey } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { isSignedIn, useSession } from '@/lib/session';
import { isDuplicate, memberKey, splitByPresence, type ListKind, type ProgramToAdd } from '@/lib/member-lists';

/**
 * Adds programs to the member's watchlist or portfolio with the spec's toasts: 'Added to …' for
 * what was added and '{program} is already in your … :)' for what was there — known from the
 * list in hand, or from the server's 409 when the list changed elsewhere.
 */
export function useAddPrograms(kind: ListKind): (programs: readonly ProgramToAdd[]) => Promise<void> {
  const t = useT();
  const toast = useToast();
  const session = useSession();
  const queryClient = useQueryClient();
  const email = isSignedIn(session) ? session.email : '';

  return useCallback(
    async (programs) => {
      const presentIds = new Set(
        kind === 'watchlist'
          ? (await queryClient.query(watchlistQuery(email))).map((item) => item.programId)
          : (await queryClient.query(portfolioQuery(email))).items.map((row) => row.programId),
      );
      const { fresh, present } = splitByPresence(programs, presentIds);
      let added = 0;
      for (const program of fresh) {
        try {
          await (kind === 'watchlist' ? addToWatchlist(program.programId) : addToPortfolio(program.programId));
          added += 1;
        } catch (error) {
          if (isDuplicate(error)) present.push(program);
          else toast.show(t(errorMessageKey(error)), { variant: 'danger' });
        }
      }
      if (added > 0) {
        await queryClient.invalidateQueries({ queryKey: memberKey(email, kind) });
        toast.show(t(kind === 'watchlist' ? 'toast.addedToWatchlist' : 'toast.addedToPortfolio'));
      }
      if (present.length > 0) {
        const names = present.map((program) => program.programName).join(', ');
        toast.show(t(kind === 'watchlist' ? 'toast.alreadyInWatchlist' : 'toast.alreadyInPortfolio', { program: names }), {
          variant: 'info',
        });
      }
    },
    [kind, email, queryClient, toast, t],
  );
}

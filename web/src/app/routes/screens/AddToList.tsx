import { useState } from 'react';
import { AddToBlendDialog } from '@/features/blends/components/AddToBlendDialog';
import { Button } from '@/components/Button/Button';
import { useAddPrograms } from '@/features/member-lists/hooks/use-add-programs';
import { useT } from '@/i18n/i18n-context';
import type { AddToListProps, ListKind } from '@/lib/member-lists';
import { isSignedIn, useSession } from '@/lib/session';
import './AddToList.css';

/**
 * Add to watchlist, portfolio or blender — for one program (its page) or a selection (the
 * listings). Visitors who are not signed in see the buttons disabled, as the spec says.
 */
export function AddToList({ programs, onAdded, className }: AddToListProps) {
  const t = useT();
  const session = useSession();
  const addToWatchlist = useAddPrograms('watchlist');
  const addToPortfolio = useAddPrograms('portfolio');
  const [busy, setBusy] = useState<ListKind | null>(null);
  const [blendOpen, setBlendOpen] = useState(false);
  const disabled = !isSignedIn(session) || programs.length === 0;

  const add = async (kind: ListKind) => {
    setBusy(kind);
    try {
      await (kind === 'watchlist' ? addToWatchlist(programs) : addToPortfolio(programs));
      onAdded?.();
    } finally {
      setBusy(null);
    }
  };

  return (
    <div role="group" aria-label={t('members.addTo')} className={className ?? 'add-to-list'}>
      <Button size="sm" disabled={disabled} loading={busy === 'watchlist'} onClick={() => void add('watchlist')}>
        {t('members.addToWatchlistAction')}
      </Button>
      <Button size="sm" disabled={disabled} loading={busy === 'portfolio'} onClick={() => void add('portfolio')}>
        {t('members.addToPortfolioAction')}
      </Button>
      <Button
        size="sm"
        disabled={disabled}
        onClick={() => {
          setBlendOpen(true);
        }}
      >
        {t('members.addToBlenderAction')}
      </Button>
      {isSignedIn(session) && blendOpen && (
        <AddToBlendDialog
          open
          session={session}
          programs={programs}
          onClose={() => {
            setBlendOpen(false);
          }}
          onAdded={onAdded}
        />
      )}
    </div>
  );
}

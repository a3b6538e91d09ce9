import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from '@/lib/router/Router';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { Spinner } from '@/components/Spinner/Spinner';
import { useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import { useEngine } from '@/lib/engine';
import type { SignedInSession } from '@/lib/session';
import { blendQuery } from '@/features/blends/api/blends';
import { blenderTabFromParam, readOnlyBlendId } from '@/features/blends/model/blender-tabs';
import { BlenderWorkspace } from '@/features/blends/components/BlenderWorkspace';
import './blender.css';

/**
 * The blender: /tools/blender[/{tab}] edits the member's current blend; `?blendId=` shows one of
 * their saved blends read-only. Figures are computed in the browser by the WebAssembly engine.
 */
export function BlenderPage() {
  return <RequireSignIn>{(session) => <BlenderLoader session={session} />}</RequireSignIn>;
}

function BlenderLoader({ session }: { session: SignedInSession }) {
  const t = useT();
  const { tab: tabParam } = useParams();
  const [search] = useSearchParams();
  const blendId = readOnlyBlendId(search);
  const query = blendQuery(session.email, blendId ?? 'current');
  const { data: blend, error } = useQuery(query);
  const engine = useEngine();

  if (error instanceof ApiError && error.status === 404) return <LostPage />;
  const failure = error ?? (engine.status === 'error' ? engine.error : null);
  if (failure) {
    return (
      <Page title={t('screens.blender')}>
        <ErrorAlert error={failure} />
      </Page>
    );
  }
  if (!blend || engine.status !== 'ready') {
    return (
      <Page title={t('screens.blender')}>
        <Spinner label={t('common.loading')} />
      </Page>
    );
  }
  return (
    <BlenderWorkspace
      // A different blend (created, saved as, deleted) is a new worksheet: start afresh.
      key={blend.blendId}
      blend={blend}
      engine={engine.engine}
      session={session}
      readOnly={blendId !== undefined}
      tab={blenderTabFromParam(tabParam, blendId !== undefined)}
      queryKey={query.queryKey}
    />
  );
}

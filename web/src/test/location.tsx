import type { ReactElement } from 'react';
import { matchPath } from '@/lib/router/match';
import { RouteParams, useLocation } from '@/lib/router/Router';

/** Prints where the router is, so a test can see a redirect happen. */
export function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The screen under test at `path` (with its `:params`); every other path shows the location. */
export function ScreenAt({ path, screen }: { path: string; screen: ReactElement }) {
  const params = matchPath(path, useLocation().pathname);
  return params ? <RouteParams params={params}>{screen}</RouteParams> : <CurrentLocation />;
}

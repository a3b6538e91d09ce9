import { Suspense } from 'react';
import { LangRoot } from '@/app/layout/LangRoot';
import { Navigate, RouteParams, useLocation } from '@/lib/router/Router';
import { RouteDescriptionContext } from '@/lib/use-document-meta';
import { AppLoading } from './AppLoading';
import { ErrorBoundary } from './ErrorBoundary';
import { resolveLocation } from './resolve';
import { RootError } from './RootError';
import { RouteError } from './RouteError';

/** The page of the current location, inside its language's header and footer. */
export function AppRoutes() {
  const location = useLocation();
  const resolution = resolveLocation(location);
  if (resolution.kind === 'redirect') {
    return (
      <>
        <AppLoading />
        <Navigate to={resolution.to} />
      </>
    );
  }
  const { lang, route, params } = resolution;
  return (
    <ErrorBoundary resetKey={location.key} fallback={<RootError lang={lang} />}>
      <Suspense fallback={<AppLoading />}>
        {/* Keyed as separate route branches were: a new language or screen starts afresh. */}
        <LangRoot key={lang} lang={lang}>
          <ErrorBoundary resetKey={location.key} fallback={<RouteError />}>
            <Suspense fallback={<AppLoading />}>
              <RouteParams params={params}>
                <RouteDescriptionContext value={route.description}>
                  {/* The router preloads a screen's code before it shows its location, so this
                      suspends on the first page of a visit only (or to retry a failed download). */}
                  <route.Component key={route.path} />
                </RouteDescriptionContext>
              </RouteParams>
            </Suspense>
          </ErrorBoundary>
        </LangRoot>
      </Suspense>
    </ErrorBoundary>
  );
}

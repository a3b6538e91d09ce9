import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { ToastProvider } from '@/components/Toast/ToastProvider';
import type { Lang } from '@/config/languages';
import { I18nProvider } from '@/i18n/I18nProvider';
import { createMemoryHistory } from '@/lib/router/history';
import { Router } from '@/lib/router/Router';
import type { Session, SignedInSession } from '@/lib/session';
import { SessionProvider } from '@/lib/SessionProvider';

interface Options {
  lang?: Lang;
  session?: Session;
  /** Location the component sees, e.g. `/en/managed-futures/performance?pageNumber=2`. */
  route?: string;
  queryClient?: QueryClient;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders with the app's providers: language, session, query cache, toasts and a router. */
export function renderWithProviders(ui: ReactElement, options: Options = {}): RenderResult {
  const { lang = 'en', session, route = `/${lang}/`, queryClient = testQueryClient() } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    const [history] = useState(() => createMemoryHistory(route));
    return (
      <QueryClientProvider client={queryClient}>
        <SessionProvider initialSession={session}>
          <Router history={history}>
            <I18nProvider lang={lang}>
              <ToastProvider>{children}</ToastProvider>
            </I18nProvider>
          </Router>
        </SessionProvider>
      </QueryClientProvider>
    );
  }
  return render(ui, { wrapper: Wrapper });
}

export const signedInMember: SignedInSession = {
  status: 'signedIn',
  userId: 2,
  email: 'member@example.com',
  roles: ['Member'],
  groups: [],
  isAdmin: false,
  isPlatformAdmin: false,
};

export const signedInAdmin: SignedInSession = {
  ...signedInMember,
  userId: 1,
  email: 'admin@example.com',
  roles: ['Member', 'Administrator'],
  isAdmin: true,
};

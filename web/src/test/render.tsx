import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '@/components/Toast/ToastProvider';
import type { Lang } from '@/config/languages';
import { I18nProvider } from '@/i18n/I18nProvider';
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
    return (
      <QueryClientProvider client={queryClient}>
        <SessionProvider initialSession={session}>
          <MemoryRouter initialEntries={[route]}>
            <I18nProvider lang={lang}>
              <ToastProvider>{children}</ToastProvider>
            </I18nProvider>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    );
  }
  return render(ui, { wrapper: Wrapper });
}

export const signedInMember: SignedInSession = {
  status: 'signedIn',
  email: 'member@example.com',
  roles: ['Member'],
  groups: [],
  isAdmin: false,
  isPlatformAdmin: false,
};

export const signedInAdmin: SignedInSession = {
  ...signedInMember,
  email: 'admin@example.com',
  roles: ['Member', 'Administrator'],
  isAdmin: true,
};

import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { createBrowserHistory } from '@/lib/router/history';
import { Router } from '@/lib/router/Router';
import { SessionProvider } from '@/lib/SessionProvider';
import { AppRoutes } from './routes/AppRoutes';
import { prepareLocation } from './routes/resolve';

/** Providers that do not depend on the language; each language root adds i18n and toasts. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [history] = useState(() => createBrowserHistory());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <Router history={history} prepare={prepareLocation}>
          <AppRoutes />
        </Router>
      </SessionProvider>
    </QueryClientProvider>
  );
}

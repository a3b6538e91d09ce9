import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '@/lib/router/history';
import { Router } from '@/lib/router/Router';
import { SessionProvider } from '@/lib/SessionProvider';
import { testQueryClient } from '@/test/render';
import { AppRoutes } from './AppRoutes';
import { prepareLocation } from './resolve';

function renderAt(path: string) {
  const history = createMemoryHistory(path);
  render(
    <QueryClientProvider client={testQueryClient()}>
      <SessionProvider>
        <Router history={history} prepare={prepareLocation}>
          <AppRoutes />
        </Router>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return history;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() =>
      Promise.resolve(Response.json({ status: 'ok', version: '0.1.0', database: 'sqlite', demoData: true })),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('send / to the English program list', async () => {
    const history = renderAt('/');
    expect(await heading('Managed Futures Performance')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/en/managed-futures/performance');
  });

  it('send a language’s root to its program list', async () => {
    const history = renderAt('/zh-hans');
    expect(await heading('管理期货业绩表现')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/zh-hans/managed-futures/performance');
  });

  it('send a path without a language to the same path in English', async () => {
    const history = renderAt('/managed-futures/returns?pageNumber=2');
    expect(await heading('Managed Futures Returns')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/en/managed-futures/returns');
    expect(history.location.search).toBe('?pageNumber=2');
  });

  it('serve the same screens under /zh-hans, with <html lang> following', async () => {
    // The blender is for members: a visitor is sent to the Chinese login, and back afterwards.
    const history = renderAt('/zh-hans/tools/blender/correlation');
    expect(await heading('账户登录')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/zh-hans/login');
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/tools/blender/correlation');
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('route screens with parameters and static segments', async () => {
    // Performance entry is for the program's managers: the full path reaches the login's redirect.
    const history = renderAt('/en/groups/acme/programs/trend/performance');
    expect(await heading('Account Login')).toBeInTheDocument();
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe(
      '/groups/acme/programs/trend/performance',
    );
  });

  it('serve the index methodology at its static path, not as an index called "methodology"', async () => {
    const history = renderAt('/en/indexes/methodology');
    expect(await heading('CTA Index Methodology')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/en/indexes/methodology');
  });

  it('show the lost page for an unknown path', async () => {
    renderAt('/en/no/such/page');
    expect(await heading('Looks Like You Might Be Lost')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the program list' })).toHaveAttribute(
      'href',
      '/en/managed-futures/performance',
    );
    await waitFor(() => {
      expect(document.title).toBe('Page Not Found');
    });
  });

  it('show the lost page for a tab the screen does not have', async () => {
    renderAt('/en/tools/dashboard/nonsense');
    expect(await heading('Looks Like You Might Be Lost')).toBeInTheDocument();
  });

  it('show the demo-data notice when the server says the data is synthetic', async () => {
    renderAt('/en/managed-futures/performance');
    expect(
      await screen.findByText('Demonstration data: every company, program and figure on this site is synthetic.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Past performance is not necessarily indicative of future results.')).toBeInTheDocument();
  });

  it('switch language keeping the page', async () => {
    // A public page: the member tools send visitors to the login first.
    const history = renderAt('/en/contact-us?x=1');
    expect(await heading('Contact Us')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '简体中文' }));
    expect(await heading('联系我们')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/zh-hans/contact-us');
    expect(history.location.search).toBe('?x=1');
    expect(screen.getByRole('button', { name: '工具' })).toBeInTheDocument();
  });
});

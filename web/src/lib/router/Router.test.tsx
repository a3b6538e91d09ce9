import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, type RouterLocation } from './history';
import {
  isCurrentPath,
  Link,
  Navigate,
  NavLink,
  Router,
  useLocation,
  useNavigationPending,
  useSearchParams,
  type Prepare,
} from './Router';

function Where() {
  const location = useLocation();
  const pending = useNavigationPending();
  return <p data-testid="where">{`${location.pathname}${location.search}${pending ? ' (pending)' : ''}`}</p>;
}

const where = () => screen.getByTestId('where').textContent;

describe('Router', () => {
  it('keeps showing the current location until the next one is prepared; the latest wins', async () => {
    const waits = new Map<string, () => void>();
    const prepare: Prepare = (location: RouterLocation) =>
      location.pathname === '/ready'
        ? undefined
        : new Promise<void>((resolve) => {
            waits.set(location.pathname, resolve);
          });
    const history = createMemoryHistory('/ready');
    render(
      <Router history={history} prepare={prepare}>
        <Where />
      </Router>,
    );
    act(() => {
      history.push('/slow');
    });
    expect(where()).toBe('/ready (pending)');
    act(() => {
      history.push('/slower');
    });
    await act(async () => {
      waits.get('/slow')?.();
      await Promise.resolve();
    });
    expect(where()).toBe('/ready (pending)');
    await act(async () => {
      waits.get('/slower')?.();
      await Promise.resolve();
    });
    expect(where()).toBe('/slower');
    act(() => {
      history.push('/ready');
    });
    expect(where()).toBe('/ready');
  });

  it('follows a redirect rendered on the first page', () => {
    const history = createMemoryHistory('/old');
    function Page() {
      return useLocation().pathname === '/old' ? <Navigate to="/new?x=1" /> : <Where />;
    }
    render(
      <Router history={history}>
        <Page />
      </Router>,
    );
    expect(where()).toBe('/new?x=1');
  });

  it('navigates on a plain click of a link, and leaves a modified click to the browser', async () => {
    const history = createMemoryHistory('/a');
    render(
      <Router history={history}>
        <Link to="/b?y=2">next</Link>
        <Where />
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'next' });
    expect(link).toHaveAttribute('href', '/b?y=2');
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => {
      link.dispatchEvent(ctrlClick);
    });
    expect(where()).toBe('/a');
    await userEvent.click(link);
    expect(where()).toBe('/b?y=2');
  });

  it('marks a menu link current on its page and the pages below it', () => {
    render(
      <Router history={createMemoryHistory('/en/tools/blender/correlation')}>
        <NavLink to="/en/tools/blender">blender</NavLink>
        <NavLink to="/en/tools/blend">blend</NavLink>
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'blender' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'blend' })).not.toHaveAttribute('aria-current');
    expect(isCurrentPath('/', '/en')).toBe(false);
    expect(isCurrentPath('/en/?x=1', '/en')).toBe(true);
  });

  it('sets search parameters as a new entry on the same path', async () => {
    const history = createMemoryHistory('/en/list?page=1');
    const listener = vi.fn();
    history.listen(listener);
    function Pager() {
      const [params, setParams] = useSearchParams();
      return (
        <button
          type="button"
          onClick={() => {
            setParams(new URLSearchParams({ page: String(Number(params.get('page')) + 1) }));
          }}
        >
          {`page ${params.get('page') ?? ''}`}
        </button>
      );
    }
    render(
      <Router history={history}>
        <Pager />
      </Router>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'page 1' }));
    expect(screen.getByRole('button', { name: 'page 2' })).toBeInTheDocument();
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/en/list', search: '?page=2' }), 'push');
  });
});

import {
  createContext,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Blocker, History, NavigationAction, RouterLocation } from './history';
import type { Params } from './match';

export type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

interface RouterState {
  /** The location on screen: during a navigation that waits for code, still the previous one. */
  readonly location: RouterLocation;
  readonly action: NavigationAction;
  /** A navigation is waiting for what its screen needs. */
  readonly pending: boolean;
  readonly navigate: NavigateFunction;
  readonly block: (blocker: Blocker) => () => void;
}

const RouterContext = createContext<RouterState | null>(null);
const ParamsContext = createContext<Params>({});

/**
 * Something the next location needs before it can be shown (a screen's code, a language's
 * messages), or undefined when it can be shown at once.
 */
export type Prepare = (location: RouterLocation) => Promise<unknown> | undefined;

interface RouterProps {
  history: History;
  /** Must be stable: the router subscribes to the history once per `history` and `prepare`. */
  prepare?: Prepare;
  children: ReactNode;
}

/**
 * Follows `history`. A navigation whose screen is not loaded yet keeps the current screen (and
 * its location, so it does not re-render for a URL it does not own) until `prepare` settles, and
 * reports itself as pending meanwhile; the latest navigation wins.
 */
export function Router({ history, prepare, children }: RouterProps) {
  const [shown, setShown] = useState<{ location: RouterLocation; action: NavigationAction }>(() => ({
    location: history.location,
    action: 'pop',
  }));
  const [pending, setPending] = useState(false);
  const shownKey = useRef(shown.location.key);

  useEffect(() => {
    let latest = '';
    const show = (location: RouterLocation, action: NavigationAction) => {
      latest = location.key;
      const commit = () => {
        if (latest !== location.key) return;
        shownKey.current = location.key;
        setPending(false);
        setShown({ location, action });
      };
      const waiting = prepare?.(location);
      if (!waiting) {
        commit();
        return;
      }
      setPending(true);
      void waiting.then(commit, commit);
    };
    const unlisten = history.listen(show);
    // Children's effects run first: a redirect rendered on the first screen may have moved the
    // history before this subscription existed.
    if (history.location.key !== shownKey.current) show(history.location, 'replace');
    return unlisten;
  }, [history, prepare]);

  const navigate = useMemo<NavigateFunction>(
    () => (to, options) => {
      if (options?.replace) history.replace(to);
      else history.push(to);
    },
    [history],
  );
  const block = useMemo(() => history.block.bind(history), [history]);
  const state = useMemo<RouterState>(
    () => ({ location: shown.location, action: shown.action, pending, navigate, block }),
    [shown, pending, navigate, block],
  );
  return <RouterContext value={state}>{children}</RouterContext>;
}

function useRouter(): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error('router hooks need a <Router> above them');
  return router;
}

export function useLocation(): RouterLocation {
  return useRouter().location;
}

export function useNavigationAction(): NavigationAction {
  return useRouter().action;
}

export function useNavigationPending(): boolean {
  return useRouter().pending;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** A navigation held by `useBlocker`, waiting for the user's answer. */
export interface HeldNavigation {
  /** Makes the navigation after all. */
  proceed: () => void;
  /** Forgets it: the user stays where they are. */
  stay: () => void;
}

/**
 * While `when`, holds every navigation of the app (links, redirects, Back and Forward) so the
 * screen can ask the user first, and answers the held one (null when none waits); the latest
 * blocker on screen is the one asked.
 */
export function useBlocker(when: boolean): HeldNavigation | null {
  const { block } = useRouter();
  const [held, setHeld] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!when) return;
    return block((retry) => {
      setHeld(() => retry);
    });
  }, [block, when]);
  return useMemo<HeldNavigation | null>(
    () =>
      held && {
        proceed: () => {
          setHeld(null);
          held();
        },
        stay: () => {
          setHeld(null);
        },
      },
    [held],
  );
}

/** The `:name` values of the route that matched, given by whoever matched it. */
export function RouteParams({ params, children }: { params: Params; children: ReactNode }) {
  return <ParamsContext value={params}>{children}</ParamsContext>;
}

export function useParams(): Params {
  return use(ParamsContext);
}

/**
 * The query string, and a setter that navigates to the same path with new parameters (a new
 * history entry, so Back returns to the previous filters).
 */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useMemo(
    () => (next: URLSearchParams) => {
      const query = next.toString();
      navigate(query === '' ? location.pathname : `${location.pathname}?${query}`);
    },
    [location.pathname, navigate],
  );
  return [params, setParams];
}

/** Goes to `to` once rendered; a redirect, so it replaces the current entry unless told not to. */
export function Navigate({ to, replace = true }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path, e.g. `/en/tools/blender?blendId=3`. */
  to: string;
  replace?: boolean;
}

// A click the browser should handle itself: a new tab or window, a download, a modified click.
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

/** A real link (it opens in a new tab, it can be copied) that navigates without a page load. */
export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event, target)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    />
  );
}

/** `to`'s path is the current page or one above it: `/en/tools` is current on `/en/tools/blender`. */
export function isCurrentPath(to: string, pathname: string): boolean {
  const path = to.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
  return pathname === path || (path !== '/' && pathname.startsWith(`${path}/`));
}

/** As Link, marked `aria-current="page"` on its page and the pages below it (menus). */
export function NavLink(props: LinkProps) {
  const current = isCurrentPath(props.to, useLocation().pathname);
  return <Link aria-current={current ? 'page' : undefined} {...props} />;
}

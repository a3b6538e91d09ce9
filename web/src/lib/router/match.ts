/** Values of a pattern's `:name` segments (and `*` for the rest of a splat). */
export type Params = Readonly<Record<string, string | undefined>>;

/**
 * How specific a pattern segment is. A path that several patterns match goes to the one whose
 * first differing segment is the most specific: `programs/:id/edit` beats `programs/:id/:tab?`.
 * A pattern that has ended (`End`) is more specific than a splat, so the empty pattern, not `*`,
 * takes a language's root.
 */
const Specificity = { Splat: 0, End: 1, Optional: 2, Param: 3, Static: 4 } as const;

interface Segment {
  readonly kind: (typeof Specificity)[keyof typeof Specificity];
  /** The static text, or the parameter's name. */
  readonly text: string;
}

function compile(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part): Segment => {
      if (part === '*') return { kind: Specificity.Splat, text: '*' };
      if (part.startsWith(':')) {
        const optional = part.endsWith('?');
        return {
          kind: optional ? Specificity.Optional : Specificity.Param,
          text: part.slice(1, optional ? -1 : undefined),
        };
      }
      return { kind: Specificity.Static, text: part };
    });
}

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    // A malformed escape (`%E0%A4%A`) names no page.
    return null;
  }
}

function matchSegments(segments: readonly Segment[], pathname: string): Params | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  const params: Record<string, string | undefined> = {};
  for (const [index, segment] of segments.entries()) {
    if (segment.kind === Specificity.Splat) {
      params['*'] = parts.slice(index).join('/');
      return params;
    }
    const part = parts[index];
    if (part === undefined) {
      if (segment.kind !== Specificity.Optional) return null;
      continue;
    }
    const value = decode(part);
    if (value === null) return null;
    if (segment.kind === Specificity.Static) {
      // As in URLs generally (and React Router before): `/EN/Indexes` is `/en/indexes`.
      if (value.toLowerCase() !== segment.text.toLowerCase()) return null;
    } else {
      params[segment.text] = value;
    }
  }
  return parts.length <= segments.length ? params : null;
}

/** The params of `pathname` under `pattern` (`groups/:groupUri/:tab?`, `*`), or null. */
export function matchPath(pattern: string, pathname: string): Params | null {
  return matchSegments(compile(pattern), pathname);
}

function compareSpecificity(a: readonly Segment[], b: readonly Segment[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (a[i]?.kind ?? Specificity.End) - (b[i]?.kind ?? Specificity.End);
    if (difference !== 0) return difference;
  }
  return 0;
}

export interface RouteMatch<Route> {
  readonly route: Route;
  readonly params: Params;
}

/**
 * A route table compiled once: `match` finds the most specific route for a path, whatever the
 * order of the table.
 */
export function createMatcher<Route extends { readonly path: string }>(routes: readonly Route[]) {
  const compiled = routes
    .map((route) => ({ route, segments: compile(route.path) }))
    .sort((a, b) => compareSpecificity(b.segments, a.segments));
  return (pathname: string): RouteMatch<Route> | null => {
    for (const { route, segments } of compiled) {
      const params = matchSegments(segments, pathname);
      if (params) return { route, params };
    }
    return null;
  };
}

import { describe, expect, it } from 'vitest';
import { createMatcher, matchPath } from './match';

describe('matchPath', () => {
  it('matches static segments, whatever their case, and names parameters', () => {
    expect(matchPath('groups/:groupUri/logo', '/groups/acme/logo')).toEqual({ groupUri: 'acme' });
    expect(matchPath('indexes', '/Indexes')).toEqual({});
    expect(matchPath('groups/:groupUri/logo', '/groups/acme')).toBeNull();
    expect(matchPath('groups/:groupUri', '/groups/acme/logo')).toBeNull();
  });

  it('decodes parameters and refuses a malformed escape', () => {
    expect(matchPath('groups/:groupUri', '/groups/caf%C3%A9')).toEqual({ groupUri: 'café' });
    expect(matchPath('groups/:groupUri', '/groups/%E0%A4%A')).toBeNull();
  });

  it('leaves an optional parameter out when the path stops before it', () => {
    expect(matchPath('admin/:tab?/:id?', '/admin')).toEqual({});
    expect(matchPath('admin/:tab?/:id?', '/admin/users/7')).toEqual({ tab: 'users', id: '7' });
    expect(matchPath('admin/:tab?/:id?', '/admin/users/7/more')).toBeNull();
  });

  it('gives a splat the rest of the path, and matches an empty pattern at the root only', () => {
    expect(matchPath('*', '/no/such/page')).toEqual({ '*': 'no/such/page' });
    expect(matchPath('', '/')).toEqual({});
    expect(matchPath('', '/x')).toBeNull();
  });
});

describe('createMatcher', () => {
  const match = createMatcher([
    { path: '*' },
    { path: 'admin/:tab?/:id?' },
    { path: 'admin/users/:userId/:tab?' },
    { path: 'admin/users/add' },
    { path: 'groups/:groupUri/programs/:programUri/:tab?' },
    { path: 'groups/:groupUri/programs/:programUri/edit' },
  ]);
  const pathOf = (pathname: string) => match(pathname)?.route.path;

  it('prefers the most specific route, whatever the order of the table', () => {
    expect(pathOf('/admin/users/add')).toBe('admin/users/add');
    expect(pathOf('/admin/users/7')).toBe('admin/users/:userId/:tab?');
    expect(pathOf('/admin/groups')).toBe('admin/:tab?/:id?');
    expect(pathOf('/groups/a/programs/b/edit')).toBe('groups/:groupUri/programs/:programUri/edit');
    expect(pathOf('/groups/a/programs/b/charts')).toBe('groups/:groupUri/programs/:programUri/:tab?');
    expect(pathOf('/elsewhere')).toBe('*');
  });

  it('gives the root to the empty pattern, not to the splat', () => {
    const withRoot = createMatcher([{ path: '*' }, { path: '' }, { path: 'indexes' }]);
    expect(withRoot('/')?.route.path).toBe('');
    expect(withRoot('/indexes')?.route.path).toBe('indexes');
    expect(withRoot('/indexes/x')?.route.path).toBe('*');
  });

  it('returns the params of the route it chose', () => {
    expect(match('/admin/users/7/roles')?.params).toEqual({ userId: '7', tab: 'roles' });
  });
});

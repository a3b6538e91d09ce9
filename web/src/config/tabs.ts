/** URL-driven tabs of the screens (`/{screen}/{tab}`); the router refuses any other value. */
export const programTabs = [
  'snapshot',
  'strategy',
  'charts',
  'statistics-ratios',
  'performance-tables',
  'badges',
  'users',
  'all',
] as const;

export const indexTabs = ['snapshot', 'historical-data', 'programs'] as const;

export const dashboardTabs = [
  'programs',
  'watchlist',
  'portfolio',
  'saved-blends',
  'saved-searches',
  'pending-programs',
] as const;

export const blenderTabs = ['allocations', 'correlation', 'statistics-ratios', 'optimize', 'all'] as const;

export const profileTabs = ['profile', 'password'] as const;

export const adminTabs = [
  'users',
  'groups',
  'pending-programs',
  'recently-archived',
  'all-programs',
  'exchange-rates',
  'inquiries',
  'news',
] as const;

export const adminUserTabs = [
  'profile',
  'password',
  'roles',
  'watchlist',
  'portfolio',
  'saved-blends',
  'logs',
] as const;

/**
 * Paths of the site's screens without their language prefix; `localizePath` adds it.
 * Keeping them here means a renamed route breaks the type checker, not a link at run time.
 */
export const paths = {
  home: '/managed-futures/performance',
  performance: '/managed-futures/performance',
  marketQuotes: '/managed-futures/market-quotes',
  returns: '/managed-futures/returns',
  newListings: '/managed-futures/new-listings',
  archivedPrograms: '/managed-futures/archived-programs',
  indexes: '/indexes',
  indexMethodology: '/indexes/methodology',
  blender: '/tools/blender',
  savedBlends: '/tools/saved-blends',
  portfolio: '/tools/portfolio',
  watchlist: '/tools/watchlist',
  dashboard: '/tools/dashboard',
  addCta: '/tools/add-cta',
  login: '/login',
  loginSuspended: '/login/suspended',
  register: '/register',
  joinCta: '/join/cta',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  newsletter: '/newsletter',
  newsletterConfirm: '/newsletter/confirm',
  unsubscribe: '/unsubscribe',
  profile: '/profile',
  admin: '/admin',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  contactUs: '/contact-us',
  news: '/news',
} as const;

export function groupPath(groupUri: string): string {
  return `/groups/${encodeURIComponent(groupUri)}`;
}

export function programPath(groupUri: string, programUri: string): string {
  return `${groupPath(groupUri)}/programs/${encodeURIComponent(programUri)}`;
}

export function indexPath(portfolioUri: string): string {
  return `/indexes/${encodeURIComponent(portfolioUri)}`;
}

/** An index's Monthly Rankings, optionally of a month; without one the page shows its default month. */
export function indexRankingsPath(portfolioUri: string, month?: string): string {
  const path = `${indexPath(portfolioUri)}/rankings`;
  return month === undefined ? path : `${path}?${new URLSearchParams({ filterByDateEnd: month }).toString()}`;
}

/** `/login?redirect=/profile`: where a protected screen sends an anonymous visitor. */
export function withRedirect(path: string, redirect: string): string {
  return `${path}?${new URLSearchParams({ redirect }).toString()}`;
}

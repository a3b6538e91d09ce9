import { paths } from '@/config/paths';
import { adminTabs, adminUserTabs, blenderTabs, dashboardTabs, indexTabs, profileTabs, programTabs } from '@/config/tabs';
import { LostPage } from '@/components/LostPage/LostPage';
import { screenRoute, type ScreenRoute } from './screen-route';

/**
 * Every screen of the spec, relative to a language prefix: the same table serves `/en` and
 * `/zh-hans`. Static segments outrank parameters, so `programs/x/edit` is the edit screen and
 * `programs/x/charts` a program tab.
 */
export function screenRoutes(): ScreenRoute[] {
  return [
    { path: '', redirectTo: paths.home },

    // Research listings.
    screenRoute('managed-futures/performance', () => import('./screens/ScreenerPage').then((m) => m.ScreenerPage)),
    screenRoute('managed-futures/returns', () => import('./screens/ReturnsPage').then((m) => m.ReturnsPage)),
    screenRoute('managed-futures/new-listings', () =>
      import('./screens/NewListingsPage').then((m) => m.NewListingsPage),
    ),
    screenRoute('managed-futures/archived-programs', () =>
      import('./screens/ArchivedProgramsPage').then((m) => m.ArchivedProgramsPage),
    ),
    screenRoute('managed-futures/market-quotes', () =>
      import('@/features/market-quotes/MarketQuotesPage').then((m) => m.MarketQuotesPage),
    ),

    // Indexes.
    screenRoute('indexes', () => import('@/features/indexes/IndexesPage').then((m) => m.IndexesPage)),
    screenRoute('indexes/methodology', () =>
      import('@/features/indexes/IndexMethodologyPage').then((m) => m.IndexMethodologyPage),
    ),
    screenRoute('indexes/:portfolioUri/rankings', () =>
      import('@/features/indexes/IndexRankingsPage').then((m) => m.IndexRankingsPage),
    ),
    screenRoute('indexes/:portfolioUri/:tab?', () => import('@/features/indexes/IndexPage').then((m) => m.IndexPage), {
      tab: indexTabs,
    }),

    // Companies and programs.
    screenRoute('groups/:groupUri', () => import('@/features/groups/GroupPage').then((m) => m.GroupPage)),
    screenRoute('groups/:groupUri/edit', () => import('@/features/groups/GroupEditPage').then((m) => m.GroupEditPage)),
    screenRoute('groups/:groupUri/logo', () => import('@/features/groups/GroupLogoPage').then((m) => m.GroupLogoPage)),
    screenRoute('groups/:groupUri/users', () => import('@/features/groups/GroupUsersPage').then((m) => m.GroupUsersPage)),
    screenRoute('groups/:groupUri/add-program', () =>
      import('./screens/GroupAddProgramPage').then((m) => m.GroupAddProgramPage),
    ),
    screenRoute('groups/:groupUri/programs/:programUri/edit', () =>
      import('@/features/programs/ProgramEditPage').then((m) => m.ProgramEditPage),
    ),
    screenRoute('groups/:groupUri/programs/:programUri/performance', () =>
      import('@/features/programs/ProgramPerformancePage').then((m) => m.ProgramPerformancePage),
    ),
    screenRoute(
      'groups/:groupUri/programs/:programUri/:tab?',
      () => import('./screens/ProgramScreen').then((m) => m.ProgramScreen),
      { tab: programTabs },
    ),

    // Member tools.
    screenRoute(
      'tools/dashboard/:tab?',
      () => import('./screens/DashboardPage').then((m) => m.DashboardPage),
      { tab: dashboardTabs },
    ),
    screenRoute('tools/watchlist', () => import('@/features/member-lists/WatchlistPage').then((m) => m.WatchlistPage)),
    screenRoute('tools/portfolio', () => import('@/features/member-lists/PortfolioPage').then((m) => m.PortfolioPage)),
    screenRoute('tools/saved-blends', () =>
      import('@/features/blends/SavedBlendsPage').then((m) => m.SavedBlendsPage),
    ),
    screenRoute('tools/blender/:tab?', () => import('@/features/blends/BlenderPage').then((m) => m.BlenderPage), {
      tab: blenderTabs,
    }),
    screenRoute('tools/add-cta', () => import('@/features/groups/AddCtaPage').then((m) => m.AddCtaPage)),

    // Accounts.
    screenRoute('login', () => import('@/features/auth/LoginPage').then((m) => m.LoginPage)),
    screenRoute('login/suspended', () => import('@/features/auth/LoginSuspendedPage').then((m) => m.LoginSuspendedPage)),
    screenRoute('register', () => import('@/features/auth/RegisterPage').then((m) => m.RegisterPage)),
    screenRoute('join/cta', () => import('./screens/JoinCtaPage').then((m) => m.JoinCtaPage)),
    screenRoute('forgot-password', () => import('@/features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
    screenRoute('reset-password', () => import('@/features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
    screenRoute('profile/:tab?', () => import('@/features/profile/ProfilePage').then((m) => m.ProfilePage), {
      tab: profileTabs,
    }),

    // Administration.
    screenRoute('admin/users/add', () => import('@/features/admin/AdminUserAddPage').then((m) => m.AdminUserAddPage)),
    screenRoute('admin/users/:userId/:tab?', () => import('@/features/admin/AdminUserPage').then((m) => m.AdminUserPage), {
      tab: adminUserTabs,
    }),
    screenRoute('admin/groups/add', () => import('@/features/admin/AdminGroupAddPage').then((m) => m.AdminGroupAddPage)),
    screenRoute('admin/:tab?/:id?', () => import('./screens/AdminScreen').then((m) => m.AdminScreen), {
      tab: adminTabs,
    }),

    // Site pages.
    screenRoute('terms-of-service', () => import('@/features/legal/TermsOfServicePage').then((m) => m.TermsOfServicePage)),
    screenRoute('privacy-policy', () => import('@/features/legal/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage)),
    screenRoute('contact-us', () => import('@/features/contact/ContactUsPage').then((m) => m.ContactUsPage)),
    screenRoute('engine-check', () => import('@/features/diagnostics/EngineCheckPage').then((m) => m.EngineCheckPage)),

    { path: '*', Component: LostPage },
  ];
}

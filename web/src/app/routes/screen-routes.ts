import { paths } from '@/config/paths';
import { adminTabs, adminUserTabs, blenderTabs, dashboardTabs, indexTabs, profileTabs, programTabs } from '@/config/tabs';
import { LostPage } from '@/components/LostPage/LostPage';
import { screenRoute, type ScreenRoute } from './screen-route';

/**
 * Every screen of the spec, relative to a language prefix: the same table serves `/en` and
 * `/zh-hans`. Static segments outrank parameters, so `programs/x/edit` is the edit screen and
 * `programs/x/charts` a program tab. The server knows the table through
 * `server/src/site/routes.json` (route-manifest.test.ts keeps it in step): a change here needs
 * `ROUTES_UPDATE=1 npx vitest run src/app/routes/route-manifest.test.ts`.
 */
export function screenRoutes(): ScreenRoute[] {
  return [
    { path: '', redirectTo: paths.home },

    // Research listings.
    screenRoute('managed-futures/performance', () => import('./screens/ScreenerPage').then((m) => m.ScreenerPage), {
      title: 'screens.performance',
      description: 'meta.performance',
      inSitemap: true,
    }),
    screenRoute('managed-futures/returns', () => import('./screens/ReturnsPage').then((m) => m.ReturnsPage), {
      title: 'screens.returns',
      description: 'meta.returns',
      inSitemap: true,
    }),
    screenRoute(
      'managed-futures/new-listings',
      () => import('./screens/NewListingsPage').then((m) => m.NewListingsPage),
      { title: 'screens.newListings', description: 'meta.newListings', inSitemap: true },
    ),
    screenRoute(
      'managed-futures/archived-programs',
      () => import('./screens/ArchivedProgramsPage').then((m) => m.ArchivedProgramsPage),
      { title: 'screens.archivedPrograms', description: 'meta.archivedPrograms', inSitemap: true },
    ),
    screenRoute(
      'managed-futures/market-quotes',
      () => import('@/features/market-quotes/MarketQuotesPage').then((m) => m.MarketQuotesPage),
      { title: 'screens.marketQuotes', description: 'meta.marketQuotes', inSitemap: true },
    ),

    // Indexes.
    screenRoute('indexes', () => import('@/features/indexes/IndexesPage').then((m) => m.IndexesPage), {
      title: 'screens.indexes',
      description: 'meta.indexes',
      inSitemap: true,
    }),
    screenRoute(
      'indexes/methodology',
      () => import('@/features/indexes/IndexMethodologyPage').then((m) => m.IndexMethodologyPage),
      { title: 'indexes.methodologyTitle', description: 'meta.indexMethodology', inSitemap: true },
    ),
    screenRoute(
      'indexes/:portfolioUri/rankings',
      () => import('@/features/indexes/IndexRankingsPage').then((m) => m.IndexRankingsPage),
      { title: 'screens.indexRankings', description: 'meta.indexRankings', about: 'indexRankings' },
    ),
    screenRoute('indexes/:portfolioUri/:tab?', () => import('@/features/indexes/IndexPage').then((m) => m.IndexPage), {
      title: 'screens.index',
      description: 'meta.index',
      allowedParams: { tab: indexTabs },
      about: 'index',
    }),

    // Companies and programs.
    screenRoute('groups/:groupUri', () => import('./screens/GroupScreen').then((m) => m.GroupScreen), {
      title: 'screens.group',
      about: 'group',
    }),
    screenRoute('groups/:groupUri/edit', () => import('@/features/groups/GroupEditPage').then((m) => m.GroupEditPage), {
      title: 'screens.groupEdit',
    }),
    screenRoute('groups/:groupUri/logo', () => import('@/features/groups/GroupLogoPage').then((m) => m.GroupLogoPage), {
      title: 'screens.groupLogo',
    }),
    screenRoute(
      'groups/:groupUri/users',
      () => import('@/features/groups/GroupUsersPage').then((m) => m.GroupUsersPage),
      { title: 'screens.groupUsers' },
    ),
    screenRoute(
      'groups/:groupUri/add-program',
      () => import('./screens/GroupAddProgramPage').then((m) => m.GroupAddProgramPage),
      { title: 'screens.groupAddProgram' },
    ),
    screenRoute(
      'groups/:groupUri/programs/:programUri/edit',
      () => import('@/features/programs/ProgramEditPage').then((m) => m.ProgramEditPage),
      { title: 'screens.programEdit' },
    ),
    screenRoute(
      'groups/:groupUri/programs/:programUri/performance',
      () => import('@/features/programs/ProgramPerformancePage').then((m) => m.ProgramPerformancePage),
      { title: 'screens.programPerformance' },
    ),
    screenRoute(
      'groups/:groupUri/programs/:programUri/:tab?',
      () => import('./screens/ProgramScreen').then((m) => m.ProgramScreen),
      { title: 'screens.program', about: 'program', allowedParams: { tab: programTabs } },
    ),

    // Member tools.
    screenRoute('tools/dashboard/:tab?', () => import('./screens/DashboardPage').then((m) => m.DashboardPage), {
      title: 'screens.dashboard',
      allowedParams: { tab: dashboardTabs },
    }),
    screenRoute(
      'tools/watchlist',
      () => import('@/features/member-lists/WatchlistPage').then((m) => m.WatchlistPage),
      { title: 'screens.watchlist' },
    ),
    screenRoute(
      'tools/portfolio',
      () => import('@/features/member-lists/PortfolioPage').then((m) => m.PortfolioPage),
      { title: 'screens.portfolio' },
    ),
    screenRoute('tools/saved-blends', () => import('@/features/blends/SavedBlendsPage').then((m) => m.SavedBlendsPage), {
      title: 'screens.savedBlends',
    }),
    screenRoute('tools/blender/:tab?', () => import('@/features/blends/BlenderPage').then((m) => m.BlenderPage), {
      title: 'screens.blender',
      allowedParams: { tab: blenderTabs },
    }),
    // A member's shared blend, for anyone holding the link: kept out of search engines.
    screenRoute(
      'shared-blends/:token',
      () => import('@/features/blends/SharedBlendPage').then((m) => m.SharedBlendPage),
      { title: 'screens.sharedBlend', about: 'sharedBlend', noindex: true },
    ),
    screenRoute('tools/add-cta', () => import('@/features/groups/AddCtaPage').then((m) => m.AddCtaPage), {
      title: 'screens.addCta',
    }),

    // Accounts.
    screenRoute('login', () => import('@/features/auth/LoginPage').then((m) => m.LoginPage), {
      title: 'screens.login',
      description: 'meta.login',
    }),
    screenRoute(
      'login/suspended',
      () => import('@/features/auth/LoginSuspendedPage').then((m) => m.LoginSuspendedPage),
      { title: 'screens.loginSuspended' },
    ),
    screenRoute('register', () => import('@/features/auth/RegisterPage').then((m) => m.RegisterPage), {
      title: 'screens.register',
      description: 'meta.register',
      inSitemap: true,
    }),
    screenRoute('join/cta', () => import('./screens/JoinCtaPage').then((m) => m.JoinCtaPage), {
      title: 'screens.joinCta',
      description: 'meta.joinCta',
      inSitemap: true,
    }),
    screenRoute(
      'forgot-password',
      () => import('@/features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
      { title: 'screens.forgotPassword' },
    ),
    screenRoute(
      'reset-password',
      () => import('@/features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
      { title: 'screens.resetPassword' },
    ),

    screenRoute('newsletter', () => import('./screens/NewsletterScreen').then((m) => m.NewsletterScreen), {
      title: 'screens.newsletter',
      description: 'meta.newsletter',
      inSitemap: true,
    }),
    // The links of subscription mails, used without signing in.
    screenRoute(
      'newsletter/confirm',
      () => import('@/features/subscriptions/MailLinkPages').then((m) => m.NewsletterConfirmPage),
      { title: 'screens.newsletterConfirm' },
    ),
    screenRoute(
      'unsubscribe',
      () => import('@/features/subscriptions/MailLinkPages').then((m) => m.UnsubscribePage),
      { title: 'screens.unsubscribe' },
    ),
    screenRoute('profile/:tab?', () => import('@/features/profile/ProfilePage').then((m) => m.ProfilePage), {
      title: 'screens.profile',
      allowedParams: { tab: profileTabs },
    }),

    // Administration.
    screenRoute('admin/users/add', () => import('@/features/admin/AdminUserAddPage').then((m) => m.AdminUserAddPage), {
      title: 'screens.adminUserAdd',
    }),
    screenRoute(
      'admin/users/:userId/:tab?',
      () => import('@/features/admin/AdminUserPage').then((m) => m.AdminUserPage),
      { title: 'screens.adminUser', allowedParams: { tab: adminUserTabs } },
    ),
    screenRoute(
      'admin/groups/add',
      () => import('./screens/AdminGroupAddScreen').then((m) => m.AdminGroupAddScreen),
      { title: 'screens.adminGroupAdd' },
    ),
    screenRoute('admin/:tab?/:id?', () => import('./screens/AdminScreen').then((m) => m.AdminScreen), {
      title: 'screens.admin',
      allowedParams: { tab: adminTabs },
    }),

    // Site pages.
    screenRoute(
      'terms-of-service',
      () => import('@/features/legal/TermsOfServicePage').then((m) => m.TermsOfServicePage),
      { title: 'screens.termsOfService', description: 'meta.termsOfService', inSitemap: true },
    ),
    screenRoute(
      'privacy-policy',
      () => import('@/features/legal/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage),
      { title: 'screens.privacyPolicy', description: 'meta.privacyPolicy', inSitemap: true },
    ),
    screenRoute('contact-us', () => import('./screens/ContactUsScreen').then((m) => m.ContactUsScreen), {
      title: 'screens.contactUs',
      description: 'meta.contactUs',
      inSitemap: true,
    }),

    // News.
    screenRoute('news', () => import('@/features/news/NewsPage').then((m) => m.NewsPage), {
      title: 'screens.news',
      description: 'meta.news',
      inSitemap: true,
    }),
    screenRoute('news/:postId', () => import('@/features/news/PostPage').then((m) => m.PostPage), {
      title: 'screens.newsPost',
      description: 'meta.news',
      about: 'post',
    }),
    // A development aid, not a page of the site: a production build neither routes nor ships it
    // (Vite replaces the flag with `false`, so the branch and its chunk are dropped).
    ...(import.meta.env.DEV
      ? [
          screenRoute(
            'engine-check',
            () => import('@/features/diagnostics/EngineCheckPage').then((m) => m.EngineCheckPage),
            { title: 'screens.engineCheck' },
          ),
        ]
      : []),

    { path: '*', Component: LostPage, title: 'errors.pageNotFound' },
  ];
}

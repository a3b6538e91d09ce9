import type { Lang } from '@/config/languages';
import type { SignedInSession } from '@/lib/session';
import { json, mockApi, type MockRequest } from '@/test/api-mock';
import { CurrentLocation, ScreenAt } from '@/test/location';
import { renderWithProviders, signedInAdmin } from '@/test/render';
import type { Profile } from '@/components/ProfileForm/profile-rules';
import { AdminUserPage } from './AdminUserPage';
import type { AdminUser } from './api/users';

/** The user page's tests: an administrator (id 1) looking at Ann (id 11), the API mocked. */

export const roles = [
  { id: 1, code: 'member', nameEn: 'Member', nameZh: '会员' },
  { id: 2, code: 'cta-manager', nameEn: 'CTA Manager', nameZh: 'CTA 管理人' },
  { id: 3, code: 'administrator', nameEn: 'Administrator', nameZh: '管理员' },
  { id: 5, code: 'member-limited-access', nameEn: 'Member Limited Access', nameZh: '受限会员' },
  { id: 7, code: 'member-plus', nameEn: 'Member Plus', nameZh: '高级会员' },
];

export const ann: AdminUser = {
  userId: 11,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '+1 312-555-0123',
  createdUtc: '2026-11-20T09:00:00Z',
  roleNames: ['Member'],
  lockoutEndUtc: null,
  suspended: false,
  managedGroups: [4, 9],
  audit: [
    {
      id: 2,
      action: 'roleRemoved',
      actorEmail: 'admin@example.com',
      actorUserId: 1,
      createdAt: '2026-11-21T10:00:00Z',
      oldValue: 'Member Plus',
      newValue: null,
    },
    {
      id: 1,
      action: 'roleAdded',
      actorEmail: 'admin@example.com',
      actorUserId: 1,
      createdAt: '2026-11-21T09:00:00Z',
      oldValue: null,
      newValue: 'Member Plus',
    },
  ],
};

export const annProfile: Profile = {
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phonePrefix: '+1',
  phone: '312-555-0123',
  address1: '',
  address2: '',
  cityTown: '',
  country: 'US',
  stateProvince: '',
  postalCode: '',
  website: '',
  getNewsletter: false,
  getAlertNewProgram: false,
  isAccredited: false,
  language: 'en',
};

export const countries = [
  { code: 'US', dialingPrefix: '+1' },
  { code: 'CN', dialingPrefix: '+86' },
];

export const me: AdminUser = {
  ...ann,
  userId: 1,
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  roleNames: ['Member', 'Administrator'],
  audit: [],
  managedGroups: [],
};

/** The user page at `route`; `showLocation` prints where the router is beside it. */
export function renderUser({
  route = '/en/admin/users/11',
  lang = 'en',
  session = signedInAdmin,
  routes = {},
  showLocation = false,
}: {
  route?: string;
  lang?: Lang;
  session?: SignedInSession;
  routes?: Record<string, (request: MockRequest) => Response>;
  showLocation?: boolean;
} = {}) {
  const api = mockApi({
    'GET /roles': () => json(200, roles),
    'GET /admin/users/11': () => json(200, ann),
    'GET /admin/users/1': () => json(200, me),
    'GET /admin/users/11/profile': () => json(200, annProfile),
    'GET /countries': () => json(200, countries),
    ...routes,
  });
  renderWithProviders(
    <>
      <ScreenAt path={`/${lang}/admin/users/:userId/:tab?`} screen={<AdminUserPage />} />
      {showLocation && <CurrentLocation />}
    </>,
    { route, session, lang },
  );
  return api;
}

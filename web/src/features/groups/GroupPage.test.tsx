import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { ScreenAt } from '@/test/location';
import { renderWithProviders } from '@/test/render';
import { GroupPage } from './GroupPage';

const item = (id: number, nameEn: string, nameZh: string) => ({ id, code: String(id), nameEn, nameZh });

const pendingGroup = {
  groupId: 12,
  groupUri: 'beta-capital',
  groupName: 'Beta Capital',
  webUrl: 'http://beta.example.com',
  descriptionLong: 'Systematic macro.\nSince 2001.',
  groupStatusId: 2,
  country: 'US',
  dateCreated: '2026-11-22T09:00:00Z',
  groupTypeIds: [2],
  memberships: [{ membershipTypeId: 1, membershipUrl: null, title: 'NFA', info: '0123456' }],
  canEdit: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderGroup(route: string, answer: () => Response, lang: 'en' | 'zh-hans' = 'en') {
  mockApi({
    'GET /groups/beta-capital': answer,
    'GET /reference': () =>
      json(200, { groupTypes: [item(1, 'Managed Forex Manager', ''), item(2, 'CTA', '商品交易顾问')] }),
  });
  return renderWithProviders(<ScreenAt path="/:lang/groups/:groupUri" screen={<GroupPage />} />, { route, lang });
}

describe('GroupPage', () => {
  it('shows a pending company to its manager with the badge and the welcome after registering', async () => {
    renderGroup('/en/groups/beta-capital?reg=cta', () => json(200, pendingGroup));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beta Capital' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Thank you for registering!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://beta.example.com' })).toHaveAttribute('href', 'http://beta.example.com');
    expect(await screen.findByText('CTA')).toBeInTheDocument();
    expect(screen.getByText('0123456')).toBeInTheDocument();
  });

  it('greets no one without the registration query and shows an active company without a badge', async () => {
    renderGroup('/en/groups/beta-capital', () => json(200, { ...pendingGroup, groupStatusId: 1 }));
    await screen.findByRole('heading', { level: 1, name: 'Beta Capital' });
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.queryByText('Thank you for registering!')).not.toBeInTheDocument();
  });

  it('names company types in Chinese on the Chinese site', async () => {
    renderGroup('/zh-hans/groups/beta-capital', () => json(200, pendingGroup), 'zh-hans');
    expect(await screen.findByText('商品交易顾问')).toBeInTheDocument();
  });

  it('says the page does not exist when the server hides the company', async () => {
    renderGroup('/en/groups/beta-capital', () => json(404, { code: 'not_found', message: 'no such group' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, requestOf } from '@/test/api-mock';
import { renderWithProviders, signedInMember } from '@/test/render';
import { GroupLogoPage } from './GroupLogoPage';
import { ScreenAt } from '@/test/location';

const group = {
  groupId: 4,
  groupUri: 'acme',
  groupName: 'Acme Capital',
  webUrl: null,
  descriptionLong: '',
  groupStatusId: 1,
  country: 'US',
  dateCreated: '2026-01-01T00:00:00Z',
  groupTypeIds: [],
  memberships: [],
  contacts: [],
  logoUrl: null,
  canEdit: true,
};

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

function renderLogoPage(lang: 'en' | 'zh-hans' = 'en') {
  return renderWithProviders(
    <ScreenAt path={`/${lang}/groups/:groupUri/logo`} screen={<GroupLogoPage />} />,
    { route: `/${lang}/groups/acme/logo`, session: { ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [4] }, lang },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GroupLogoPage', () => {
  it('uploads the chosen image as it is and says the logo is updated', async () => {
    const api = mockApi({
      'GET /groups/acme': () => json(200, group),
      'PUT /groups/acme/logo': () => json(200, { logoUrl: '/api/v1/groups/acme/logo?v=ab' }),
    });
    renderLogoPage();
    expect(await screen.findByText('No logo yet.')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText(/Logo image/), png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByText('Logo updated')).toBeInTheDocument();
    const put = api.fetchMock.mock.calls.map(([input, init]) => requestOf(input, init)).find((sent) => sent.method === 'PUT');
    expect(new Uint8Array((await put?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(new Uint8Array(await png().arrayBuffer()));
    expect(put?.headers.get('Content-Type')).toBe('image/png');
  });

  it('refuses a drawing before sending it, and shows the server refusal on the field', async () => {
    const api = mockApi({
      'GET /groups/acme': () => json(200, group),
      'PUT /groups/acme/logo': () =>
        json(422, { code: 'validation_failed', message: 'logo tooLarge', fields: { logo: 'tooLarge' } }),
    });
    renderLogoPage();
    const input = await screen.findByLabelText(/Logo image/);
    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByText('Choose a PNG, JPEG, GIF or WebP image.')).toBeInTheDocument();
    expect(api.sent('PUT /groups/acme/logo')).toHaveLength(0);

    await userEvent.upload(input, png());
    await userEvent.click(screen.getByRole('button', { name: 'Upload logo' }));
    expect(await screen.findByText('The file is larger than 1 MB.')).toBeInTheDocument();
  });

  it('is not found for someone who may not edit the company', async () => {
    mockApi({ 'GET /groups/acme': () => json(200, { ...group, canEdit: false }) });
    renderLogoPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
  });

  it('speaks Chinese under /zh-hans', async () => {
    mockApi({ 'GET /groups/acme': () => json(200, group) });
    renderLogoPage('zh-hans');
    expect(await screen.findByText('尚无标志。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传标志' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInMember } from '@/test/render';
import type { BlendShare } from '@/features/blends/api/blend-shares';
import { BlendShares } from './BlendShares';

const share = (shareId: number, blendName: string): BlendShare => ({
  shareId,
  blendId: 10 + shareId,
  blendName,
  programCount: 3,
  dataMonth: 202610,
  dateCreated: '2026-11-20T10:00:00Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlendShares', () => {
  it('lists the live links and revokes one after asking', async () => {
    let items = [share(1, 'Core'), share(2, 'Carry')];
    const api = mockApi({
      'GET /me/blend-shares?pageNumber=1&pageSize=25': () => json(200, { items, totalCount: items.length }),
      'DELETE /me/blend-shares/1': () => {
        items = items.filter((item) => item.shareId !== 1);
        return json(204);
      },
    });
    renderWithProviders(<BlendShares session={signedInMember} />, { session: signedInMember });
    const table = await screen.findByRole('table', { name: 'Shared links' });
    expect(within(table).getByRole('rowheader', { name: 'Core' })).toBeInTheDocument();
    expect(within(table).getAllByText('Oct 2026')).toHaveLength(2);

    await userEvent.click(within(table).getByRole('button', { name: /^Revoke the link to Core shared / }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke this link?' });
    expect(within(confirm).getByText(/Anyone holding the link to Core will no longer see the blend/)).toBeInTheDocument();
    expect(api.sent('DELETE /me/blend-shares/1')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('The link to Core was revoked')).toBeInTheDocument();
    expect(api.sent('DELETE /me/blend-shares/1')).toHaveLength(1);
    expect(within(table).queryByRole('rowheader', { name: 'Core' })).not.toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Carry' })).toBeInTheDocument();
  });

  it('is hidden while the member has no link', async () => {
    const api = mockApi({ 'GET /me/blend-shares?pageNumber=1&pageSize=25': () => json(200, { items: [], totalCount: 0 }) });
    const { container } = renderWithProviders(<BlendShares session={signedInMember} />, { session: signedInMember });
    await vi.waitFor(() => {
      expect(api.sent('GET /me/blend-shares?pageNumber=1&pageSize=25')).toHaveLength(1);
    });
    expect(container).toBeEmptyDOMElement();
  });
});

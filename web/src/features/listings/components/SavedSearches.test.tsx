import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInMember } from '@/test/render';
import { SavedSearches } from './SavedSearches';

const item = (id: number, nameEn: string) => ({ id, code: String(id), nameEn, nameZh: '' });

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(searches: unknown[]) {
  let items = [...searches];
  const api = mockApi({
    'GET /me/saved-searches': () => json(200, { items }),
    'GET /reference': () => json(200, { methodologyTypes: [item(2, 'Systematic')], compositionTypes: [] }),
    'DELETE /me/saved-searches/4': () => {
      items = [];
      return json(204);
    },
  });
  renderWithProviders(<SavedSearches session={signedInMember} />, { session: signedInMember });
  return api;
}

describe('SavedSearches', () => {
  it("says there are none yet, with a link to the performance page", async () => {
    setup([]);
    expect(await screen.findByText(/You don’t have any saved searches yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /performance listing/ })).toHaveAttribute('href', '/en/managed-futures/performance');
  });

  it('shows the filters readably with a link that runs the search, and deletes after confirmation', async () => {
    const { sent } = setup([
      { savedSearchId: 4, filters: { filterByCARORMin: '10', filterByMethodologyTypesId: ['2'] }, dateCreated: '2026-11-20T08:00:00Z' },
    ]);
    const table = await screen.findByRole('table', { name: 'Saved Searches' });
    expect(await within(table).findByText(/Above 10%/)).toBeInTheDocument();
    expect(await within(table).findByText(/Systematic/)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Show results' })).toHaveAttribute(
      'href',
      '/en/managed-futures/performance?filterByCARORMin=10&filterByMethodologyTypesId=2',
    );
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/You don’t have any saved searches yet\./)).toBeInTheDocument();
    expect(sent('DELETE /me/saved-searches/4')).toHaveLength(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { CurrentLocation } from '@/test/location';
import { renderWithProviders, signedInMember } from '@/test/render';
import type { Lang } from '@/config/languages';
import type { Session } from '@/lib/session';
import { screenerListing } from '@/features/listings/model/listings';
import { ListingScreen } from './ListingScreen';

const item = (id: number, nameEn: string) => ({ id, code: String(id), nameEn, nameZh: '' });
const page = () => json(200, { items: [], totalCount: 0, returnMonth: 202610 });
const sorted = 'sortBy=monthReturn&orderBy=DESC&pageNumber=1&pageSize=25';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The screen `width` px wide: `matchMedia` answers the phone query for it. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 640px)' && width <= 640 }));
}

function renderScreen(search: string, { session = signedInMember, lang = 'en' }: { session?: Session; lang?: Lang } = {}) {
  const api = mockApi({
    'GET /reference': () => json(200, { programTypes: [], methodologyTypes: [item(1, 'Discretionary'), item(2, 'Systematic')] }),
    [`GET /programs?${search}${search ? '&' : ''}${sorted}`]: page,
    [`GET /programs?filterByName=zephyr&${sorted}`]: page,
    [`GET /programs?filterByFeeManagementMax=1&${sorted}`]: page,
  });
  renderWithProviders(
    <>
      <ListingScreen config={screenerListing} AddToList={() => null} />
      <CurrentLocation />
    </>,
    { route: `/${lang}/managed-futures/performance${search ? `?${search}` : ''}`, session, lang },
  );
  return api;
}

describe('the screener’s filter panel', () => {
  it('starts collapsed on a phone, its button counting the filters chosen, and opens on a click', async () => {
    screenWidth(390);
    renderScreen('filterByMethodologyTypesId=1&filterByMethodologyTypesId=2&filterByCARORMin=10');
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('combobox', { name: 'Compounded annual return' })).toHaveValue('10');
  });

  it('starts open on a desktop and closes on a click', async () => {
    screenWidth(1366);
    renderScreen('');
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
    await userEvent.setup().click(toggle);
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('counts the performance months as one filter, in Chinese too', async () => {
    renderScreen('filterByDatePerformanceMin=2010-01&filterByDatePerformanceMax=2012-12&filterByUsInvest=true', { lang: 'zh-hans' });
    expect(await screen.findByRole('button', { name: '筛选（2）' })).toBeInTheDocument();
  });

  it('searches names from three characters, after the typing stops', async () => {
    const { sent } = renderScreen('');
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', { name: 'Program or company name' });
    await user.type(box, 'ze');
    expect(screen.getByText('Enter at least 3 characters.')).toBeInTheDocument();
    await user.type(box, 'phyr');
    expect(screen.queryByText('Enter at least 3 characters.')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/en/managed-futures/performance?filterByName=zephyr');
    });
    await waitFor(() => {
      expect(sent(`GET /programs?filterByName=zephyr&${sorted}`)).toHaveLength(1);
    });
    expect(sent('GET /programs?filterByName=zep&' + sorted)).toHaveLength(0);
    expect(box).toHaveValue('zephyr');
  });

  it('limits the management fee', async () => {
    renderScreen('');
    await userEvent.setup().selectOptions(await screen.findByRole('combobox', { name: 'Management fee' }), '1% or less');
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('?filterByFeeManagementMax=1');
    });
  });
});

describe('Save Search', () => {
  it('says why it is disabled for a visitor, with the way to sign in and come back', async () => {
    renderScreen('filterByCARORMin=10', { session: { status: 'anonymous' } });
    const save = await screen.findByRole('button', { name: 'Save Search' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Log in to save searches');
    expect(screen.getByRole('link', { name: 'Log in to save searches' })).toHaveAttribute(
      'href',
      `/en/login?redirect=${encodeURIComponent('/managed-futures/performance?filterByCARORMin=10')}`,
    );
  });
});

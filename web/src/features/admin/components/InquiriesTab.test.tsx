import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInAdmin } from '@/test/render';
import { InquiriesTab } from './InquiriesTab';

afterEach(() => {
  vi.unstubAllGlobals();
});

const request = {
  id: 7,
  dateCreated: '2026-11-20T10:00:00Z',
  userId: 42,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '312-555-0100',
  message: 'Fees?\nAnd terms.',
  program: {
    programId: 3,
    programName: 'Trend',
    programUri: 'trend',
    groupName: 'Acme',
    groupUri: 'acme',
  },
};

const message = {
  id: 9,
  dateCreated: '2026-11-21T10:00:00Z',
  userId: null,
  firstName: 'Bo',
  lastName: 'Li',
  email: 'bo@example.com',
  phone: '',
  message: 'Hello',
};

const requests = (page: number) => `GET /admin/research-requests?pageSize=25&pageNumber=${String(page)}`;
const messages = (page: number) => `GET /admin/contact-messages?pageSize=25&pageNumber=${String(page)}`;

describe('InquiriesTab', () => {
  it('lists requests with their program and sender, and messages, each paged on its own', async () => {
    const { sent } = mockApi({
      [requests(1)]: () => json(200, { items: [request, { ...request, id: 8, program: null }], totalCount: 30 }),
      [requests(2)]: () => json(200, { items: [{ ...request, id: 1 }], totalCount: 30 }),
      [messages(1)]: () => json(200, { items: [message], totalCount: 1 }),
    });
    renderWithProviders(<InquiriesTab />, { route: '/en/admin/inquiries', session: signedInAdmin });

    await screen.findByRole('link', { name: 'Trend' });
    const requestTable = screen.getByRole('table', { name: 'Research report requests' });
    const [, first, second] = within(requestTable).getAllByRole('row');
    if (!first || !second) throw new Error('two request rows');
    expect(within(first).getByRole('link', { name: 'Trend' })).toHaveAttribute('href', '/en/groups/acme/programs/trend');
    expect(within(first).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/en/admin/users/42');
    expect(within(first).getByRole('link', { name: 'ann@example.com' })).toHaveAttribute('href', 'mailto:ann@example.com');
    expect(within(second).getByText('Program deleted')).toBeVisible();

    const messageTable = screen.getByRole('table', { name: 'Contact Us messages' });
    expect(within(messageTable).getByText('Bo Li')).toBeVisible();
    expect(within(messageTable).queryByRole('link', { name: 'Bo Li' })).not.toBeInTheDocument();

    // The requests' pager turns only the requests.
    const [requestsNext] = screen.getAllByRole('button', { name: /Next/ });
    if (!requestsNext) throw new Error('the requests’ pager');
    await userEvent.click(requestsNext);
    await vi.waitFor(() => {
      expect(sent(requests(2))).toHaveLength(1);
    });
    expect(sent(messages(1))).toHaveLength(1);
  });

  it('says when there is nothing yet', async () => {
    mockApi({
      [requests(1)]: () => json(200, { items: [], totalCount: 0 }),
      [messages(1)]: () => json(200, { items: [], totalCount: 0 }),
    });
    renderWithProviders(<InquiriesTab />, { route: '/en/admin/inquiries', session: signedInAdmin });
    expect(await screen.findByText('No research report requests yet.')).toBeVisible();
    expect(screen.getByText('No messages yet.')).toBeVisible();
  });
});
